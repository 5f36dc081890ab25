/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ problem: NonNullable<unknown> }} Main_Json_File_UnexpectedInputs */

const en_main_json_file_unexpected = /** @type {(inputs: Main_Json_File_UnexpectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it does not hold what Freight Desk expects (${i?.problem})`)
};

const es_main_json_file_unexpected = /** @type {(inputs: Main_Json_File_UnexpectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no contiene lo que Freight Desk espera (${i?.problem})`)
};

const en_xa2_main_json_file_unexpected = /** @type {(inputs: Main_Json_File_UnexpectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[íţ ðóéš ñóţ ĥóļð ŵĥáţ Ƒŕéíĝĥţ Ðéšķ éẋþéçţš (${i?.problem}) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "it does not hold what Freight Desk expects ({problem})" |
*
* @param {Main_Json_File_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_unexpected = /** @type {((inputs: Main_Json_File_UnexpectedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Json_File_UnexpectedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_json_file_unexpected(inputs)
	if (locale === "en-XA") return en_xa2_main_json_file_unexpected(inputs)
	return en_main_json_file_unexpected(inputs)
});