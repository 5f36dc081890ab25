/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_No_Such_AddressInputs */

const en_failure_no_such_address = /** @type {(inputs: Failure_No_Such_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service at ${i?.host} does not offer "${i?.op}" at this address (HTTP 404).`)
};

const es_failure_no_such_address = /** @type {(inputs: Failure_No_Such_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte en ${i?.host} no ofrece «${i?.op}» en esta dirección (HTTP 404).`)
};

const en_xa2_failure_no_such_address = /** @type {(inputs: Failure_No_Such_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áţ ${i?.host} ðóéš ñóţ óƒƒéŕ "${i?.op}" áţ ţĥíš áððŕéšš (ĤŢŢÞ 404). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The freight service at {host} does not offer \"{op}\" at this address (HTTP 404)." |
*
* @param {Failure_No_Such_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_no_such_address = /** @type {((inputs: Failure_No_Such_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_No_Such_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_no_such_address(inputs)
	if (locale === "en-XA") return en_xa2_failure_no_such_address(inputs)
	return en_failure_no_such_address(inputs)
});