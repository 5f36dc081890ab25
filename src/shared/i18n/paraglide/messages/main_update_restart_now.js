/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Update_Restart_NowInputs */

const en_main_update_restart_now = /** @type {(inputs: Main_Update_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restart now`)
};

const es_main_update_restart_now = /** @type {(inputs: Main_Update_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reiniciar ahora`)
};

const en_xa2_main_update_restart_now = /** @type {(inputs: Main_Update_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšţáŕţ ñóŵ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Restart now" |
*
* @param {Main_Update_Restart_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_update_restart_now = /** @type {((inputs?: Main_Update_Restart_NowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Update_Restart_NowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_update_restart_now(inputs)
	if (locale === "en-XA") return en_xa2_main_update_restart_now(inputs)
	return en_main_update_restart_now(inputs)
});