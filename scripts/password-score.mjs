// zxcvbn's score (0–4) for one password, in a process of its own: started by the site for each
// password it is given (src/lib/passwordProblem.ts), with `{ "password": …, "words": […] }` on stdin;
// prints `{ "score": N }`. zxcvbn's dictionaries take ~20 MB once loaded (their code and the words
// ranked), for a check made a few times in a site's life: here they are freed when the process ends.
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as es from '@zxcvbn-ts/language-es-es'

const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const { password, words } = JSON.parse(Buffer.concat(chunks).toString('utf8'))
if (typeof password !== 'string' || !Array.isArray(words) || !words.every((w) => typeof w === 'string')) {
  console.error('✗ password-score: se esperaba { "password": texto, "words": [textos] } en la entrada.')
  process.exit(2)
}
zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...es.dictionary },
  graphs: common.adjacencyGraphs,
  translations: es.translations,
})
process.stdout.write(JSON.stringify({ score: zxcvbn(password, words).score }))
