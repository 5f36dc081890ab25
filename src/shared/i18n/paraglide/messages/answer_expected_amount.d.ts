/**
* | output |
* | --- |
* | "expected an amount: an integer Long in minor units or a Money object {fields}" |
*
* @param {Answer_Expected_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_amount: ((inputs: Answer_Expected_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_AmountInputs = {
    fields: NonNullable<unknown>;
};
