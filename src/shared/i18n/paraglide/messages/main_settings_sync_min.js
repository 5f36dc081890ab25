/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Settings_Sync_MinInputs */

const en_main_settings_sync_min = /** @type {(inputs: Main_Settings_Sync_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes between syncs must be 0 (off) or more`)
};

const es_main_settings_sync_min = /** @type {(inputs: Main_Settings_Sync_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los minutos entre sincronizaciones deben ser 0 (desactivado) o más`)
};

const en_xa2_main_settings_sync_min = /** @type {(inputs: Main_Settings_Sync_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñúţéš ƀéţŵééñ šýñçš ɱúšţ ƀé 0 (óƒƒ) óŕ ɱóŕé ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Minutes between syncs must be 0 (off) or more" |
*
* @param {Main_Settings_Sync_MinInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_sync_min = /** @type {((inputs?: Main_Settings_Sync_MinInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_Sync_MinInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_sync_min(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_sync_min(inputs)
	return en_main_settings_sync_min(inputs)
});