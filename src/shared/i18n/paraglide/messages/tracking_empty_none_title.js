/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Empty_None_TitleInputs */

const en_tracking_empty_none_title = /** @type {(inputs: Tracking_Empty_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shipments yet`)
};

const es_tracking_empty_none_title = /** @type {(inputs: Tracking_Empty_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay envíos`)
};

const en_xa2_tracking_empty_none_title = /** @type {(inputs: Tracking_Empty_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šĥíþɱéñţš ýéţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No shipments yet" |
*
* @param {Tracking_Empty_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_none_title = /** @type {((inputs?: Tracking_Empty_None_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Empty_None_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_empty_none_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_empty_none_title(inputs)
	return en_tracking_empty_none_title(inputs)
});