/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Filters_LabelInputs */

const en_tracking_filters_label = /** @type {(inputs: Tracking_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment filters`)
};

const es_tracking_filters_label = /** @type {(inputs: Tracking_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtros de envíos`)
};

const en_xa2_tracking_filters_label = /** @type {(inputs: Tracking_Filters_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ƒíļţéŕš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Shipment filters" |
*
* @param {Tracking_Filters_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_label = /** @type {((inputs?: Tracking_Filters_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Filters_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_filters_label(inputs)
	if (locale === "en-XA") return en_xa2_tracking_filters_label(inputs)
	return en_tracking_filters_label(inputs)
});