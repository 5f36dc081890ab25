/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} cargo line" |
* | * | "{count} cargo lines" |
*
* @param {Pdf_Count_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_cargo_lines: ((inputs: Pdf_Count_Cargo_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_Cargo_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Count_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
};
