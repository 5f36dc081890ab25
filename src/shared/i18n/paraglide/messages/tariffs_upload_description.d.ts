/**
* | output |
* | --- |
* | "Tariff files for a carrier contract. CSV files are read into rates and costs; PDF, XLSX and other files are stored as they are." |
*
* @param {Tariffs_Upload_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_upload_description: ((inputs?: Tariffs_Upload_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Upload_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Upload_DescriptionInputs = {};
