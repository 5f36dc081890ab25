/**
* | output |
* | --- |
* | "expected text (one of {known} or another value)" |
*
* @param {Answer_Expected_Open_EnumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_open_enum: ((inputs: Answer_Expected_Open_EnumInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_Open_EnumInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_Open_EnumInputs = {
    known: NonNullable<unknown>;
};
