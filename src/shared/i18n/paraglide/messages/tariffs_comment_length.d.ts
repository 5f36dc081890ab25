/**
* | output |
* | --- |
* | "A comment is at most {max} characters" |
*
* @param {Tariffs_Comment_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comment_length: ((inputs: Tariffs_Comment_LengthInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Comment_LengthInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Comment_LengthInputs = {
    max: NonNullable<unknown>;
};
