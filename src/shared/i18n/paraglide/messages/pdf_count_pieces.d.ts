/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({count} piece)" |
* | * | "({count} pieces)" |
*
* @param {Pdf_Count_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pieces: ((inputs: Pdf_Count_PiecesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_PiecesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Count_PiecesInputs = {
    count: NonNullable<unknown>;
};
