/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_Service_Hint_DestinationInputs */

const en_rating_end_service_hint_destination = /** @type {(inputs: Rating_End_Service_Hint_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CY: the consignee collects at the terminal. SD: the carrier delivers to the door.`)
};

const es_rating_end_service_hint_destination = /** @type {(inputs: Rating_End_Service_Hint_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CY: el destinatario lo recoge en la terminal. SD: el transportista lo entrega en la puerta.`)
};

const en_xa2_rating_end_service_hint_destination = /** @type {(inputs: Rating_End_Service_Hint_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÇÝ: ţĥé çóñšíĝñéé çóļļéçţš áţ ţĥé ţéŕɱíñáļ. ŠÐ: ţĥé çáŕŕíéŕ ðéļíṽéŕš ţó ţĥé ðóóŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "CY: the consignee collects at the terminal. SD: the carrier delivers to the door." |
*
* @param {Rating_End_Service_Hint_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_hint_destination = /** @type {((inputs?: Rating_End_Service_Hint_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Service_Hint_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_service_hint_destination(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_service_hint_destination(inputs)
	return en_rating_end_service_hint_destination(inputs)
});