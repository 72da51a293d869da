/**
 * The header scripts/server.mjs sets on every request to the address of the socket it came from:
 * the one fact about a request that a client cannot forge. A client's own copy is overwritten.
 * Plain JavaScript because the server script (not compiled) imports it too.
 */
export const PEER_ADDRESS_HEADER = 'x-revela-peer-address'
