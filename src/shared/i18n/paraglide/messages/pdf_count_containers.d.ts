/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} container" |
* | * | "{count} containers" |
*
* @param {Pdf_Count_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_containers: ((inputs: Pdf_Count_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Count_ContainersInputs = {
    count: NonNullable<unknown>;
};
