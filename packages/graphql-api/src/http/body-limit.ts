/**
 * The largest request the server reads: a JSON body over HTTP (REST and GraphQL; larger ones get a 413) and
 * one graphql-ws message (larger ones close the socket with 1009, Message Too Big). 100 KB.
 */
export const MAX_REQUEST_BYTES = 100 * 1024;
