/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Pickup_TimesInputs */

const en_op_pickup_times = /** @type {(inputs: Op_Pickup_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup time windows offered for a shipment`)
};

const es_op_pickup_times = /** @type {(inputs: Op_Pickup_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Franjas de recogida ofrecidas para un envío`)
};

const en_xa2_op_pickup_times = /** @type {(inputs: Op_Pickup_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ţíɱé ŵíñðóŵš óƒƒéŕéð ƒóŕ á šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pickup time windows offered for a shipment" |
*
* @param {Op_Pickup_TimesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_pickup_times = /** @type {((inputs?: Op_Pickup_TimesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Pickup_TimesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_pickup_times(inputs)
	if (locale === "en-XA") return en_xa2_op_pickup_times(inputs)
	return en_op_pickup_times(inputs)
});