/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} box" |
* | * | "{count} boxes" |
*
* @param {Pdf_Count_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_boxes: ((inputs: Pdf_Count_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Count_BoxesInputs = {
    count: NonNullable<unknown>;
};
