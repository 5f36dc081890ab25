/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Settings_Sync_WholeInputs */

const en_main_settings_sync_whole = /** @type {(inputs: Main_Settings_Sync_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes between syncs must be a whole number`)
};

const es_main_settings_sync_whole = /** @type {(inputs: Main_Settings_Sync_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los minutos entre sincronizaciones deben ser un número entero`)
};

const en_xa2_main_settings_sync_whole = /** @type {(inputs: Main_Settings_Sync_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñúţéš ƀéţŵééñ šýñçš ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Minutes between syncs must be a whole number" |
*
* @param {Main_Settings_Sync_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_sync_whole = /** @type {((inputs?: Main_Settings_Sync_WholeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_Sync_WholeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_sync_whole(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_sync_whole(inputs)
	return en_main_settings_sync_whole(inputs)
});