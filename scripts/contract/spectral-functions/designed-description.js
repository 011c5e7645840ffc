// Spectral function (given an operation): an x-designed operation is our guess at a call the product spec
// does not show, so it must say in its description what the backend team has to confirm.
export default function designedDescription(operation) {
  if (operation?.['x-designed'] !== true) return [];
  const text = typeof operation.description === 'string' ? operation.description.trim() : '';
  return text
    ? []
    : [{ message: 'x-designed operation needs a description saying what the backend team must confirm.' }];
}
