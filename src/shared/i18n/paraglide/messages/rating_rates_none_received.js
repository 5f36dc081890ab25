/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rates_None_ReceivedInputs */

const en_rating_rates_none_received = /** @type {(inputs: Rating_Rates_None_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rates received: no carrier offers this shipment.`)
};

const es_rating_rates_none_received = /** @type {(inputs: Rating_Rates_None_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No llegó ninguna tarifa: ningún transportista ofrece este envío.`)
};

const en_xa2_rating_rates_none_received = /** @type {(inputs: Rating_Rates_None_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ŕáţéš ŕéçéíṽéð: ñó çáŕŕíéŕ óƒƒéŕš ţĥíš šĥíþɱéñţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No rates received: no carrier offers this shipment." |
*
* @param {Rating_Rates_None_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_none_received = /** @type {((inputs?: Rating_Rates_None_ReceivedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_None_ReceivedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rates_none_received(inputs)
	if (locale === "en-XA") return en_xa2_rating_rates_none_received(inputs)
	return en_rating_rates_none_received(inputs)
});