/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Change_AddedInputs */

const en_today_change_added = /** @type {(inputs: Today_Change_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New in the list`)
};

const es_today_change_added = /** @type {(inputs: Today_Change_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo en la lista`)
};

const en_xa2_today_change_added = /** @type {(inputs: Today_Change_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ íñ ţĥé ļíšţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "New in the list" |
*
* @param {Today_Change_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_added = /** @type {((inputs?: Today_Change_AddedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Change_AddedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_change_added(inputs)
	if (locale === "en-XA") return en_xa2_today_change_added(inputs)
	return en_today_change_added(inputs)
});