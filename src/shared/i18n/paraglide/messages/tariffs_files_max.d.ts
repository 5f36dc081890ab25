/**
* | output |
* | --- |
* | "At most {max} files in one upload" |
*
* @param {Tariffs_Files_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_files_max: ((inputs: Tariffs_Files_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Files_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Files_MaxInputs = {
    max: NonNullable<unknown>;
};
