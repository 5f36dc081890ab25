/**
* | output |
* | --- |
* | "uploaded {date}" |
*
* @param {Tariffs_Note_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_note_uploaded: ((inputs: Tariffs_Note_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Note_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Note_UploadedInputs = {
    date: NonNullable<unknown>;
};
