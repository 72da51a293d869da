import type { Field } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import { numberedRows } from '@/admin/rows/rowNouns'

type Sibling = { type?: string } | undefined
const when =
  (...types: string[]) =>
  (_: unknown, sibling: Sibling) =>
    types.includes(sibling?.type ?? '')

/** http(s) or a path on this site: the browser is never sent to `javascript:` or `data:` addresses. */
const safeUrl = (value: unknown): true | string => {
  if (value == null || value === '') return true
  if (typeof value !== 'string') return 'Escribe una dirección.'
  if (value.startsWith('/') && !value.startsWith('//')) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? true
      : 'La dirección debe empezar por https:// o por /.'
  } catch {
    // The URL parser refuses it: telling the editor the address is not valid is this validation's answer.
    return 'La dirección no es válida: debe empezar por https:// o por /.'
  }
}

/**
 * What happens in the browser after a message is sent (seed §3 "Fields added by the post-submit
 * redirect feature"). Everything here is written by editors; nothing is ever built from what the
 * visitor typed. Scripts and external calls are admins' alone and run only when the site setting
 * allows them.
 */
export const afterSubmitFields: Field[] = [
  {
    name: 'afterSubmit',
    label: 'Acciones tras el envío',
    type: 'array',
    ...numberedRows('Acción', 'Acciones', {
      description: 'Se ejecutan cuando el mensaje se ha enviado correctamente, en este orden.',
    }),
    fields: [
      {
        name: 'type',
        label: 'Acción',
        type: 'select',
        required: true,
        defaultValue: 'popup',
        options: [
          { label: 'Mostrar una ventana emergente', value: 'popup' },
          { label: 'Ir a otra página', value: 'redirect' },
          { label: 'Abrir una página en una pestaña nueva', value: 'new_tab' },
          { label: 'Enviar un formulario generado', value: 'form' },
          { label: 'Ir al pago con PayPal', value: 'paypal' },
        ],
      },
      {
        name: 'popupTitle',
        label: 'Título de la ventana',
        type: 'text',
        admin: { condition: when('popup') },
      },
      {
        name: 'popupBody',
        label: 'Texto de la ventana',
        type: 'textarea',
        admin: { condition: when('popup'), description: 'Texto sin formato; las líneas en blanco separan párrafos.' },
      },
      {
        name: 'url',
        label: 'Dirección',
        type: 'text',
        validate: safeUrl,
        admin: { condition: when('redirect', 'new_tab', 'form') },
      },
      {
        name: 'delay',
        label: 'Espera (segundos)',
        type: 'number',
        min: 0,
        max: 60,
        defaultValue: 0,
        admin: { condition: when('redirect', 'new_tab', 'form', 'paypal') },
      },
      {
        name: 'method',
        label: 'Método',
        type: 'select',
        defaultValue: 'post',
        options: [
          { label: 'POST', value: 'post' },
          { label: 'GET', value: 'get' },
        ],
        admin: { condition: when('form') },
      },
      {
        name: 'fields',
        label: 'Campos del formulario generado',
        type: 'array',
        ...numberedRows('Campo', 'Campos', { condition: when('form') }),
        fields: [
          { name: 'name', label: 'Nombre', type: 'text', required: true },
          { name: 'value', label: 'Valor', type: 'text' },
        ],
      },
      {
        name: 'paypalBusiness',
        label: 'Cuenta de PayPal (correo)',
        type: 'email',
        admin: { condition: when('paypal') },
      },
      { name: 'paypalItem', label: 'Concepto', type: 'text', admin: { condition: when('paypal') } },
      {
        name: 'paypalAmount',
        label: 'Importe',
        type: 'number',
        min: 0,
        admin: { condition: when('paypal'), step: 0.01 },
      },
      {
        name: 'paypalCurrency',
        label: 'Moneda',
        type: 'text',
        defaultValue: 'EUR',
        admin: { condition: when('paypal') },
      },
    ],
  },
  {
    name: 'script',
    label: 'Script tras el envío (solo administradores)',
    type: 'textarea',
    access: { create: isAdminField, update: isAdminField },
    admin: {
      rows: 6,
      className: 'revela-code',
      description:
        'Se ejecuta en el navegador tras un envío correcto solo si «Permitir scripts en formularios» está activado en Ajustes del sitio.',
    },
  },
  {
    name: 'apiUrl',
    label: 'Dirección que avisar tras el envío (solo administradores)',
    type: 'text',
    access: { create: isAdminField, update: isAdminField },
    validate: safeUrl,
    admin: {
      disableListColumn: true,
      description:
        'Tras un envío correcto, el navegador del visitante abre esta dirección (otro servicio web: un CRM, una hoja de cálculo…). También requiere el ajuste del sitio.',
    },
  },
]
