/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Settings_Sync_MaxInputs */

const en_main_settings_sync_max = /** @type {(inputs: Main_Settings_Sync_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes between syncs must be at most 1440 (a day)`)
};

const es_main_settings_sync_max = /** @type {(inputs: Main_Settings_Sync_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los minutos entre sincronizaciones deben ser como máximo 1440 (un día)`)
};

const en_xa2_main_settings_sync_max = /** @type {(inputs: Main_Settings_Sync_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñúţéš ƀéţŵééñ šýñçš ɱúšţ ƀé áţ ɱóšţ 1440 (á ðáý) ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Minutes between syncs must be at most 1440 (a day)" |
*
* @param {Main_Settings_Sync_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_sync_max = /** @type {((inputs?: Main_Settings_Sync_MaxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_Sync_MaxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_sync_max(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_sync_max(inputs)
	return en_main_settings_sync_max(inputs)
});