/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown> }} Tracking_Free_Start_Unreported_TextInputs */

const en_tracking_free_start_unreported_text = /** @type {(inputs: Tracking_Free_Start_Unreported_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: starts at ${i?.event}, which was not reported though the shipment was delivered; enter it in the shipment’s free time`)
};

const es_tracking_free_start_unreported_text = /** @type {(inputs: Tracking_Free_Start_Unreported_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: empieza con ${i?.event}, que no se informó aunque el envío se entregó; introdúzcala en el tiempo libre del envío`)
};

const en_xa2_tracking_free_start_unreported_text = /** @type {(inputs: Tracking_Free_Start_Unreported_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: šţáŕţš áţ ${i?.event}, ŵĥíçĥ ŵáš ñóţ ŕéþóŕţéð ţĥóúĝĥ ţĥé šĥíþɱéñţ ŵáš ðéļíṽéŕéð; éñţéŕ íţ íñ ţĥé šĥíþɱéñţ’š ƒŕéé ţíɱé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{name}: starts at {event}, which was not reported though the shipment was delivered; enter it in the shipment’s free time" |
*
* @param {Tracking_Free_Start_Unreported_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_start_unreported_text = /** @type {((inputs: Tracking_Free_Start_Unreported_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Start_Unreported_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_start_unreported_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_start_unreported_text(inputs)
	return en_tracking_free_start_unreported_text(inputs)
});