// Spectral function (given an operation): every 4xx/5xx/default answer with a JSON body is the one error
// envelope { success, code, message }, which the client reads for every failure.
export default function errorEnvelope(operation, _options, context) {
  const results = [];
  for (const [status, response] of Object.entries(operation?.responses ?? {})) {
    if (!/^[45]\d\d$|^default$/.test(status)) continue;
    const schema = response?.content?.['application/json']?.schema;
    const required = Array.isArray(schema?.required) ? schema.required : [];
    if (!['success', 'code', 'message'].every((field) => required.includes(field)))
      results.push({
        message: `Response ${status} must be the ErrorEnvelope (required success, code, message).`,
        path: [...context.path, 'responses', status],
      });
  }
  return results;
}
