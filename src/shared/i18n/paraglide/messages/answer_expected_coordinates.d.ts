/**
* | output |
* | --- |
* | "expected coordinates {fields}" |
*
* @param {Answer_Expected_CoordinatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_coordinates: ((inputs: Answer_Expected_CoordinatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_CoordinatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_CoordinatesInputs = {
    fields: NonNullable<unknown>;
};
