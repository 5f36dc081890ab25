/**
* | output |
* | --- |
* | "quote {name} {day}" |
*
* @param {File_Name_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_quote: ((inputs: File_Name_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<File_Name_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type File_Name_QuoteInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
