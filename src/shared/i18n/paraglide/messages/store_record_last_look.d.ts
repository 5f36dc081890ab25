/**
* | output |
* | --- |
* | "Today's last look and the changes found since" |
*
* @param {Store_Record_Last_LookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_record_last_look: ((inputs?: Store_Record_Last_LookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Record_Last_LookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Record_Last_LookInputs = {};
