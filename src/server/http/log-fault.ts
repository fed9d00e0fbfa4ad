/** One JSON line on stderr for a server fault, named by its request id (the answer carries it). */
export function logFault(msg: string, requestId: string, request: Request, detail: unknown) {
  const err =
    detail instanceof Error
      ? { name: detail.name, message: detail.message, stack: detail.stack }
      : detail
  console.error(
    JSON.stringify({
      level: 'error',
      msg,
      requestId,
      method: request.method,
      path: new URL(request.url).pathname,
      err,
    }),
  )
}
