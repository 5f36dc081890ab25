/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_File_Unreadable_BodyInputs */

const en_settings_file_unreadable_body = /** @type {(inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your service profiles were not loaded, and the app started on the Sandbox. The file was kept, unchanged, as`)
};

const es_settings_file_unreadable_body = /** @type {(inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cargaron sus perfiles del servicio y la aplicación se inició en el entorno de pruebas. El fichero se conservó, sin cambios, como`)
};

const en_xa2_settings_file_unreadable_body = /** @type {(inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ šéŕṽíçé þŕóƒíļéš ŵéŕé ñóţ ļóáðéð, áñð ţĥé áþþ šţáŕţéð óñ ţĥé Šáñðƀóẋ. Ţĥé ƒíļé ŵáš ķéþţ, úñçĥáñĝéð, áš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Your service profiles were not loaded, and the app started on the Sandbox. The file was kept, unchanged, as" |
*
* @param {Settings_File_Unreadable_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_body = /** @type {((inputs?: Settings_File_Unreadable_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_File_Unreadable_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_file_unreadable_body(inputs)
	if (locale === "en-XA") return en_xa2_settings_file_unreadable_body(inputs)
	return en_settings_file_unreadable_body(inputs)
});