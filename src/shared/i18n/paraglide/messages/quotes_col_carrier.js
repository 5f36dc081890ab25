/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Col_CarrierInputs */

const en_quotes_col_carrier = /** @type {(inputs: Quotes_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier and shipment`)
};

const es_quotes_col_carrier = /** @type {(inputs: Quotes_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista y envío`)
};

const en_xa2_quotes_col_carrier = /** @type {(inputs: Quotes_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ áñð šĥíþɱéñţ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Carrier and shipment" |
*
* @param {Quotes_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_carrier = /** @type {((inputs?: Quotes_Col_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Col_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_col_carrier(inputs)
	if (locale === "en-XA") return en_xa2_quotes_col_carrier(inputs)
	return en_quotes_col_carrier(inputs)
});