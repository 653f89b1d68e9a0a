/** One request to the API, its JSON answer; anything but a 2xx throws with its body. */
export async function call(base, method, path, { token, body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      // No idle keep-alive socket, which the server may close as it is reused (EPIPE).
      connection: 'close',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body && JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(
      `${method} ${path}: ${response.status} ${await response.text()}`,
    );
  return response.json();
}
