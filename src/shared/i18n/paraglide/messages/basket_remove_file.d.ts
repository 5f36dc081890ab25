/**
* | output |
* | --- |
* | "Remove {file}" |
*
* @param {Basket_Remove_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove_file: ((inputs: Basket_Remove_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basket_Remove_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basket_Remove_FileInputs = {
    file: NonNullable<unknown>;
};
