/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_File_Unreadable_TitleInputs */

const en_settings_file_unreadable_title = /** @type {(inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk could not read its settings file`)
};

const es_settings_file_unreadable_title = /** @type {(inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no pudo leer su fichero de ajustes`)
};

const en_xa2_settings_file_unreadable_title = /** @type {(inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çóúļð ñóţ ŕéáð íţš šéţţíñĝš ƒíļé ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Freight Desk could not read its settings file" |
*
* @param {Settings_File_Unreadable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_title = /** @type {((inputs?: Settings_File_Unreadable_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_File_Unreadable_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_file_unreadable_title(inputs)
	if (locale === "en-XA") return en_xa2_settings_file_unreadable_title(inputs)
	return en_settings_file_unreadable_title(inputs)
});