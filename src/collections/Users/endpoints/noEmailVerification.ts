import type { Endpoint } from 'payload'

/**
 * POST /api/users/verify/:token — Payload's e-mail verification, which this site does not use (the
 * studio's staff are created by an admin, not by signing up). Payload answers it anyway, with a
 * query on a column that does not exist and a 500; this endpoint, listed before Payload's own, says
 * there is nothing to verify.
 */
export const noEmailVerification: Endpoint = {
  path: '/verify/:id',
  method: 'post',
  handler: () =>
    Response.json(
      { errors: [{ message: 'Este sitio no verifica direcciones de correo: no hay nada que confirmar.' }] },
      { status: 404 },
    ),
}
