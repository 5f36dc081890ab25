/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Search_LabelInputs */

const en_tracking_search_label = /** @type {(inputs: Tracking_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search shipments`)
};

const es_tracking_search_label = /** @type {(inputs: Tracking_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar envíos`)
};

const en_xa2_tracking_search_label = /** @type {(inputs: Tracking_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ šĥíþɱéñţš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Search shipments" |
*
* @param {Tracking_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_label = /** @type {((inputs?: Tracking_Search_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Search_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_search_label(inputs)
	if (locale === "en-XA") return en_xa2_tracking_search_label(inputs)
	return en_tracking_search_label(inputs)
});