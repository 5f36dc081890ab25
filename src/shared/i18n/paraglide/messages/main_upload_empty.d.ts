/**
* | output |
* | --- |
* | "{name} is empty." |
*
* @param {Main_Upload_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_upload_empty: ((inputs: Main_Upload_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Upload_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Upload_EmptyInputs = {
    name: NonNullable<unknown>;
};
