/**
* | output |
* | --- |
* | "The base URL now points at {typed}, not {saved}. Freight Desk sends the stored key and secret only to the server they were entered for, so this change needs ..." |
*
* @param {Profile_Form_New_Server_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_body: ((inputs: Profile_Form_New_Server_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_New_Server_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Form_New_Server_BodyInputs = {
    typed: NonNullable<unknown>;
    saved: NonNullable<unknown>;
};
