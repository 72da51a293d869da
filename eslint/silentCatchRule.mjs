// An error swallowed without a word is a bug nobody can find: a `catch` (or `.catch(() => …)`) that
// neither uses its error, nor logs, nor throws, must say in a comment why silence is right.

const SPEAKS = /\b(console|logger|log|warn|report|reject)\b|\bthrow\b|Error\(/

/** @type {import('eslint').Rule.RuleModule} */
export const silentCatchRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A catch that drops its error says why in a comment.' },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode

    /** The statement that holds a node: a comment on the line above it speaks for the node. */
    function statementOf(node) {
      let at = node
      while (at.parent && !/(Statement|Declaration)$/.test(at.type)) at = at.parent
      return at.parent?.type.startsWith('Export') ? at.parent : at
    }

    /** `node`: where a comment before it counts (the try statement, or the statement of the call). */
    function check(node, param, body) {
      const text = source.getText(body)
      const name = param?.type === 'Identifier' ? param.name : null
      if (name && new RegExp(`\\b${name}\\b`).test(text)) return
      if (SPEAKS.test(text)) return
      const commented =
        source.getCommentsInside(body).length > 0 ||
        source.getCommentsBefore(statementOf(node)).length > 0 ||
        source.getCommentsBefore(body).length > 0
      if (!commented) {
        context.report({
          node,
          message:
            'Este catch se traga el error sin decir nada: trátalo, regístralo o di en un comentario por qué el silencio es correcto.',
        })
      }
    }

    return {
      CatchClause: (node) => check(node.parent, node.param, node.body),
      'CallExpression[callee.property.name="catch"]'(node) {
        const handler = node.arguments[0]
        if (!handler || (handler.type !== 'ArrowFunctionExpression' && handler.type !== 'FunctionExpression')) return
        check(node, handler.params[0], handler.body)
      },
    }
  },
}
