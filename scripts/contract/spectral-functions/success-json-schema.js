// Spectral function: the generated client and zod schemas need a JSON schema for the success answer.
export default function successJsonSchema(operation) {
  const responses = operation?.responses ?? {};
  const ok = Object.entries(responses).some(
    ([status, response]) => /^2\d\d$/.test(status) && response?.content?.['application/json']?.schema,
  );
  return ok ? [] : [{ message: 'Operation has no 2xx response with an application/json schema.' }];
}
