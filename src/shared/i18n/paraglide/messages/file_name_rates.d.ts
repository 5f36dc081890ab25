/**
* | output |
* | --- |
* | "rates {mode} {day}" |
*
* @param {File_Name_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_rates: ((inputs: File_Name_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<File_Name_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type File_Name_RatesInputs = {
    mode: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
