/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Upload {shown} file" |
* | * | "Upload {shown} files" |
*
* @param {Documents_Upload_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_files: ((inputs: Documents_Upload_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Upload_FilesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
