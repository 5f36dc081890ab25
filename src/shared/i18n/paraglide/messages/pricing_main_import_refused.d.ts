/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Nothing was imported: the file has a problem. Fix it and import the file again." |
* | * | "Nothing was imported: the file has {shown} problems. Fix them and import the file again." |
*
* @param {Pricing_Main_Import_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_import_refused: ((inputs: Pricing_Main_Import_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Import_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Import_RefusedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
