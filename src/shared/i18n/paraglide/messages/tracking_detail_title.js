/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Tracking_Detail_TitleInputs */

const en_tracking_detail_title = /** @type {(inputs: Tracking_Detail_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipment ${i?.code}`)
};

const es_tracking_detail_title = /** @type {(inputs: Tracking_Detail_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envío ${i?.code}`)
};

const en_xa2_tracking_detail_title = /** @type {(inputs: Tracking_Detail_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ${i?.code} ·~ ]`)
};

/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Tracking_Detail_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_title = /** @type {((inputs: Tracking_Detail_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detail_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_detail_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_detail_title(inputs)
	return en_tracking_detail_title(inputs)
});