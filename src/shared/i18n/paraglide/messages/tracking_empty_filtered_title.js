/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Empty_Filtered_TitleInputs */

const en_tracking_empty_filtered_title = /** @type {(inputs: Tracking_Empty_Filtered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shipment matches these filters`)
};

const es_tracking_empty_filtered_title = /** @type {(inputs: Tracking_Empty_Filtered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún envío coincide con estos filtros`)
};

const en_xa2_tracking_empty_filtered_title = /** @type {(inputs: Tracking_Empty_Filtered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţ ɱáţçĥéš ţĥéšé ƒíļţéŕš ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No shipment matches these filters" |
*
* @param {Tracking_Empty_Filtered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_filtered_title = /** @type {((inputs?: Tracking_Empty_Filtered_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Empty_Filtered_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_empty_filtered_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_empty_filtered_title(inputs)
	return en_tracking_empty_filtered_title(inputs)
});