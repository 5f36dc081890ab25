/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detail_Load_FailedInputs */

const en_tracking_detail_load_failed = /** @type {(inputs: Tracking_Detail_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the shipment`)
};

const es_tracking_detail_load_failed = /** @type {(inputs: Tracking_Detail_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el envío`)
};

const en_xa2_tracking_detail_load_failed = /** @type {(inputs: Tracking_Detail_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ļóáð ţĥé šĥíþɱéñţ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not load the shipment" |
*
* @param {Tracking_Detail_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_load_failed = /** @type {((inputs?: Tracking_Detail_Load_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detail_Load_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_detail_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_tracking_detail_load_failed(inputs)
	return en_tracking_detail_load_failed(inputs)
});