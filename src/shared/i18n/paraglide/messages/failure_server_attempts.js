/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_AttemptsInputs */

const en_failure_server_attempts = /** @type {(inputs: Failure_Server_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The freight service failed to carry out "${i?.op}" (HTTP ${i?.status}) after ${i?.count} attempt.`);
	return /** @type {LocalizedString} */ (`The freight service failed to carry out "${i?.op}" (HTTP ${i?.status}) after ${i?.count} attempts.`)
	
};

const es_failure_server_attempts = /** @type {(inputs: Failure_Server_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El servicio de transporte no pudo llevar a cabo «${i?.op}» (HTTP ${i?.status}) tras ${i?.count} intento.`);
	return /** @type {LocalizedString} */ (`El servicio de transporte no pudo llevar a cabo «${i?.op}» (HTTP ${i?.status}) tras ${i?.count} intentos.`)
	
};

const en_xa2_failure_server_attempts = /** @type {(inputs: Failure_Server_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƒáíļéð ţó çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}) áƒţéŕ ${i?.count} áţţéɱþţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé ƒáíļéð ţó çáŕŕý óúţ "${i?.op}" (ĤŢŢÞ ${i?.status}) áƒţéŕ ${i?.count} áţţéɱþţš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempt." |
* | * | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempts." |
*
* @param {Failure_Server_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_attempts = /** @type {((inputs: Failure_Server_AttemptsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Server_AttemptsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_server_attempts(inputs)
	if (locale === "en-XA") return en_xa2_failure_server_attempts(inputs)
	return en_failure_server_attempts(inputs)
});