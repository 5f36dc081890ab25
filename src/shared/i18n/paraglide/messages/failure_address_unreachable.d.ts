/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (address not reachable). Check the service address (the profile's base URL) and your connection, then try ..." |
*
* @param {Failure_Address_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_address_unreachable: ((inputs: Failure_Address_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Address_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Address_UnreachableInputs = {
    host: NonNullable<unknown>;
};
