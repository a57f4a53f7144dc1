// Generated from the server's /openapi.json by `npm run sdk:generate`. Do not edit.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers; which adapter stands behind each rail; the sanctions lists in use */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description With METRICS_TOKEN set, send it as a bearer token (401 otherwise). In production without METRICS_TOKEN: 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List integrators (operator) */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                id: string;
                                name: string;
                                email: string;
                                callbackUrl: string | null;
                                integratorFeeBps: number;
                                clientId: string;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                lastModifiedDate: string;
                                /** @description SUSPENDED: every /v1 call with its tokens answers 403 integrator.suspended, and no new token is issued */
                                status: "ACTIVE" | "SUSPENDED";
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an integrator (operator) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        callbackUrl?: string | null;
                        integratorFeeBps?: number;
                        /** @description Signs the integrator in to the dashboard at /dashboard (with its email); never shown again */
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            callbackUrl: string | null;
                            integratorFeeBps: number;
                            clientId: string;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                            /** @description Shown only in this answer */
                            clientSecret: string;
                            webhookSecret: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrators/{integratorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The integrator's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    integratorId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            callbackUrl: string | null;
                            integratorFeeBps: number;
                            clientId: string;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                            /** @description SUSPENDED: every /v1 call with its tokens answers 403 integrator.suspended, and no new token is issued */
                            status: "ACTIVE" | "SUSPENDED";
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the name or callback URL; the operator also the fee and the status */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    integratorId: string;
                };
                cookie?: never;
            };
            /** @description An integrator changes its own name and callbackUrl; integratorFeeBps and status are the operator's (400 from an integrator). Audit-logged. */
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        callbackUrl?: string | null;
                        /** @description Operator only (ADMIN_TOKEN); applies to simulations made after it */
                        integratorFeeBps?: number;
                        /** @description Operator only (ADMIN_TOKEN). SUSPENDED: every /v1 call with its tokens answers 403 integrator.suspended, and no new token is issued */
                        status?: "ACTIVE" | "SUSPENDED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            email: string;
                            callbackUrl: string | null;
                            integratorFeeBps: number;
                            clientId: string;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                            /** @description SUSPENDED: every /v1 call with its tokens answers 403 integrator.suspended, and no new token is issued */
                            status: "ACTIVE" | "SUSPENDED";
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/integrators/{integratorId}/webhook-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current webhook signing secret */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    integratorId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhookSecret: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrators/{integratorId}/update-webhook-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the webhook signing secret
         * @description For 24 hours the previous secret also signs webhook-signature, so receivers can switch without losing callbacks.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    integratorId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhookSecret: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrators/{integratorId}/update-client-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the client secret
         * @description The new secret is shown only in this answer. The old one stops working at once, and so does every access token issued before: get a new token with the new secret.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    integratorId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Shown only in this answer */
                            clientSecret: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange client credentials for an access token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        grant_type: "client_credentials";
                        client_id: string;
                        client_secret: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                            expires_in: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List beneficiaries */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                id: string;
                                integratorId: string;
                                integratorBeneficiaryId: string;
                                /** @enum {unknown} */
                                type: "INDIVIDUAL" | "BUSINESS";
                                /** @enum {unknown} */
                                country: "BR" | "CO";
                                /** @enum {unknown} */
                                status: "PENDING" | "CREATED" | "REJECTED";
                                kycVerified: boolean;
                                rejectionReason: string | null;
                                person?: {
                                    firstName: string;
                                    lastName: string;
                                    /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                    idNumber: string;
                                    /** Format: email */
                                    email: string;
                                    /** @description E.164, such as +5511987654321 */
                                    phoneNumber: string;
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD; the person must be 18 or older
                                     */
                                    dateOfBirth: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    citizenship: string;
                                    address: {
                                        streetOne: string;
                                        streetTwo?: string;
                                        city: string;
                                        state: string;
                                        zipcode: string;
                                        /** @description ISO 3166-1 alpha-2, such as BR */
                                        country: string;
                                    };
                                };
                                business?: {
                                    legalName: string;
                                    /** @description CNPJ (numeric or alphanumeric) in BR; NIT with its check digit in CO */
                                    taxId: string;
                                    /** Format: email */
                                    email: string;
                                    /** @description E.164, such as +5511987654321 */
                                    phoneNumber: string;
                                    address: {
                                        streetOne: string;
                                        streetTwo?: string;
                                        city: string;
                                        state: string;
                                        zipcode: string;
                                        /** @description ISO 3166-1 alpha-2, such as BR */
                                        country: string;
                                    };
                                    legalRepresentative: {
                                        firstName: string;
                                        lastName: string;
                                        /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                        idNumber: string;
                                        /** Format: email */
                                        email: string;
                                        /** @description E.164, such as +5511987654321 */
                                        phoneNumber: string;
                                        /**
                                         * Format: date
                                         * @description YYYY-MM-DD; the person must be 18 or older
                                         */
                                        dateOfBirth: string;
                                        /** @description ISO 3166-1 alpha-2, such as BR */
                                        citizenship: string;
                                        address: {
                                            streetOne: string;
                                            streetTwo?: string;
                                            city: string;
                                            state: string;
                                            zipcode: string;
                                            /** @description ISO 3166-1 alpha-2, such as BR */
                                            country: string;
                                        };
                                    };
                                    beneficialOwners: {
                                        firstName: string;
                                        lastName: string;
                                        /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                        idNumber: string;
                                        /** Format: email */
                                        email: string;
                                        /** @description E.164, such as +5511987654321 */
                                        phoneNumber: string;
                                        /**
                                         * Format: date
                                         * @description YYYY-MM-DD; the person must be 18 or older
                                         */
                                        dateOfBirth: string;
                                        /** @description ISO 3166-1 alpha-2, such as BR */
                                        citizenship: string;
                                        address: {
                                            streetOne: string;
                                            streetTwo?: string;
                                            city: string;
                                            state: string;
                                            zipcode: string;
                                            /** @description ISO 3166-1 alpha-2, such as BR */
                                            country: string;
                                        };
                                        /** @description Owners with 25 or more are verified like an individual */
                                        ownershipPercentage: number;
                                    }[];
                                };
                                localTargetAccount: {
                                    /** @description In canonical form */
                                    pixKey?: string;
                                    /** @enum {unknown} */
                                    pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "EVP";
                                    bankAccount?: {
                                        /** @description The Colombian bank code, such as 1007 */
                                        bankCode: string;
                                        /** @enum {unknown} */
                                        accountType: "CHECKING" | "SAVINGS";
                                        accountNumber: string;
                                    };
                                    /** @enum {unknown} */
                                    status: "PENDING" | "VALID" | "INVALID";
                                    message: string | null;
                                } | null;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                lastModifiedDate: string;
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a beneficiary; its verification starts at once
         * @description Needs a callback URL (412 otherwise): the verification links arrive by BENEFICIARY_KYC callback.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description person for an INDIVIDUAL, business for a BUSINESS */
            requestBody: {
                content: {
                    "application/json": {
                        integratorBeneficiaryId: string;
                        /** @enum {unknown} */
                        type: "INDIVIDUAL" | "BUSINESS";
                        /** @enum {unknown} */
                        country: "BR" | "CO";
                        person?: {
                            firstName: string;
                            lastName: string;
                            /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                            idNumber: string;
                            /** Format: email */
                            email: string;
                            /** @description E.164, such as +5511987654321 */
                            phoneNumber: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD; the person must be 18 or older
                             */
                            dateOfBirth: string;
                            /** @description ISO 3166-1 alpha-2, such as BR */
                            citizenship: string;
                            address: {
                                streetOne: string;
                                streetTwo?: string;
                                city: string;
                                state: string;
                                zipcode: string;
                                /** @description ISO 3166-1 alpha-2, such as BR */
                                country: string;
                            };
                        };
                        business?: {
                            legalName: string;
                            /** @description CNPJ (numeric or alphanumeric) in BR; NIT with its check digit in CO */
                            taxId: string;
                            /** Format: email */
                            email: string;
                            /** @description E.164, such as +5511987654321 */
                            phoneNumber: string;
                            address: {
                                streetOne: string;
                                streetTwo?: string;
                                city: string;
                                state: string;
                                zipcode: string;
                                /** @description ISO 3166-1 alpha-2, such as BR */
                                country: string;
                            };
                            legalRepresentative: {
                                firstName: string;
                                lastName: string;
                                /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                idNumber: string;
                                /** Format: email */
                                email: string;
                                /** @description E.164, such as +5511987654321 */
                                phoneNumber: string;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD; the person must be 18 or older
                                 */
                                dateOfBirth: string;
                                /** @description ISO 3166-1 alpha-2, such as BR */
                                citizenship: string;
                                address: {
                                    streetOne: string;
                                    streetTwo?: string;
                                    city: string;
                                    state: string;
                                    zipcode: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    country: string;
                                };
                            };
                            beneficialOwners: {
                                firstName: string;
                                lastName: string;
                                /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                idNumber: string;
                                /** Format: email */
                                email: string;
                                /** @description E.164, such as +5511987654321 */
                                phoneNumber: string;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD; the person must be 18 or older
                                 */
                                dateOfBirth: string;
                                /** @description ISO 3166-1 alpha-2, such as BR */
                                citizenship: string;
                                address: {
                                    streetOne: string;
                                    streetTwo?: string;
                                    city: string;
                                    state: string;
                                    zipcode: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    country: string;
                                };
                                /** @description Owners with 25 or more are verified like an individual */
                                ownershipPercentage: number;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            integratorId: string;
                            integratorBeneficiaryId: string;
                            /** @enum {unknown} */
                            type: "INDIVIDUAL" | "BUSINESS";
                            /** @enum {unknown} */
                            country: "BR" | "CO";
                            /** @enum {unknown} */
                            status: "PENDING" | "CREATED" | "REJECTED";
                            kycVerified: boolean;
                            rejectionReason: string | null;
                            person?: {
                                firstName: string;
                                lastName: string;
                                /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                idNumber: string;
                                /** Format: email */
                                email: string;
                                /** @description E.164, such as +5511987654321 */
                                phoneNumber: string;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD; the person must be 18 or older
                                 */
                                dateOfBirth: string;
                                /** @description ISO 3166-1 alpha-2, such as BR */
                                citizenship: string;
                                address: {
                                    streetOne: string;
                                    streetTwo?: string;
                                    city: string;
                                    state: string;
                                    zipcode: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    country: string;
                                };
                            };
                            business?: {
                                legalName: string;
                                /** @description CNPJ (numeric or alphanumeric) in BR; NIT with its check digit in CO */
                                taxId: string;
                                /** Format: email */
                                email: string;
                                /** @description E.164, such as +5511987654321 */
                                phoneNumber: string;
                                address: {
                                    streetOne: string;
                                    streetTwo?: string;
                                    city: string;
                                    state: string;
                                    zipcode: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    country: string;
                                };
                                legalRepresentative: {
                                    firstName: string;
                                    lastName: string;
                                    /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                    idNumber: string;
                                    /** Format: email */
                                    email: string;
                                    /** @description E.164, such as +5511987654321 */
                                    phoneNumber: string;
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD; the person must be 18 or older
                                     */
                                    dateOfBirth: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    citizenship: string;
                                    address: {
                                        streetOne: string;
                                        streetTwo?: string;
                                        city: string;
                                        state: string;
                                        zipcode: string;
                                        /** @description ISO 3166-1 alpha-2, such as BR */
                                        country: string;
                                    };
                                };
                                beneficialOwners: {
                                    firstName: string;
                                    lastName: string;
                                    /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                    idNumber: string;
                                    /** Format: email */
                                    email: string;
                                    /** @description E.164, such as +5511987654321 */
                                    phoneNumber: string;
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD; the person must be 18 or older
                                     */
                                    dateOfBirth: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    citizenship: string;
                                    address: {
                                        streetOne: string;
                                        streetTwo?: string;
                                        city: string;
                                        state: string;
                                        zipcode: string;
                                        /** @description ISO 3166-1 alpha-2, such as BR */
                                        country: string;
                                    };
                                    /** @description Owners with 25 or more are verified like an individual */
                                    ownershipPercentage: number;
                                }[];
                            };
                            localTargetAccount: {
                                /** @description In canonical form */
                                pixKey?: string;
                                /** @enum {unknown} */
                                pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "EVP";
                                bankAccount?: {
                                    /** @description The Colombian bank code, such as 1007 */
                                    bankCode: string;
                                    /** @enum {unknown} */
                                    accountType: "CHECKING" | "SAVINGS";
                                    accountNumber: string;
                                };
                                /** @enum {unknown} */
                                status: "PENDING" | "VALID" | "INVALID";
                                message: string | null;
                            } | null;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One beneficiary, with its verification status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            integratorId: string;
                            integratorBeneficiaryId: string;
                            /** @enum {unknown} */
                            type: "INDIVIDUAL" | "BUSINESS";
                            /** @enum {unknown} */
                            country: "BR" | "CO";
                            /** @enum {unknown} */
                            status: "PENDING" | "CREATED" | "REJECTED";
                            kycVerified: boolean;
                            rejectionReason: string | null;
                            person?: {
                                firstName: string;
                                lastName: string;
                                /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                idNumber: string;
                                /** Format: email */
                                email: string;
                                /** @description E.164, such as +5511987654321 */
                                phoneNumber: string;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD; the person must be 18 or older
                                 */
                                dateOfBirth: string;
                                /** @description ISO 3166-1 alpha-2, such as BR */
                                citizenship: string;
                                address: {
                                    streetOne: string;
                                    streetTwo?: string;
                                    city: string;
                                    state: string;
                                    zipcode: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    country: string;
                                };
                            };
                            business?: {
                                legalName: string;
                                /** @description CNPJ (numeric or alphanumeric) in BR; NIT with its check digit in CO */
                                taxId: string;
                                /** Format: email */
                                email: string;
                                /** @description E.164, such as +5511987654321 */
                                phoneNumber: string;
                                address: {
                                    streetOne: string;
                                    streetTwo?: string;
                                    city: string;
                                    state: string;
                                    zipcode: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    country: string;
                                };
                                legalRepresentative: {
                                    firstName: string;
                                    lastName: string;
                                    /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                    idNumber: string;
                                    /** Format: email */
                                    email: string;
                                    /** @description E.164, such as +5511987654321 */
                                    phoneNumber: string;
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD; the person must be 18 or older
                                     */
                                    dateOfBirth: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    citizenship: string;
                                    address: {
                                        streetOne: string;
                                        streetTwo?: string;
                                        city: string;
                                        state: string;
                                        zipcode: string;
                                        /** @description ISO 3166-1 alpha-2, such as BR */
                                        country: string;
                                    };
                                };
                                beneficialOwners: {
                                    firstName: string;
                                    lastName: string;
                                    /** @description CPF in BR; CC or CE in CO. Stored without dots or dashes. */
                                    idNumber: string;
                                    /** Format: email */
                                    email: string;
                                    /** @description E.164, such as +5511987654321 */
                                    phoneNumber: string;
                                    /**
                                     * Format: date
                                     * @description YYYY-MM-DD; the person must be 18 or older
                                     */
                                    dateOfBirth: string;
                                    /** @description ISO 3166-1 alpha-2, such as BR */
                                    citizenship: string;
                                    address: {
                                        streetOne: string;
                                        streetTwo?: string;
                                        city: string;
                                        state: string;
                                        zipcode: string;
                                        /** @description ISO 3166-1 alpha-2, such as BR */
                                        country: string;
                                    };
                                    /** @description Owners with 25 or more are verified like an individual */
                                    ownershipPercentage: number;
                                }[];
                            };
                            localTargetAccount: {
                                /** @description In canonical form */
                                pixKey?: string;
                                /** @enum {unknown} */
                                pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "EVP";
                                bankAccount?: {
                                    /** @description The Colombian bank code, such as 1007 */
                                    bankCode: string;
                                    /** @enum {unknown} */
                                    accountType: "CHECKING" | "SAVINGS";
                                    accountNumber: string;
                                };
                                /** @enum {unknown} */
                                status: "PENDING" | "VALID" | "INVALID";
                                message: string | null;
                            } | null;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries/{id}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The beneficiary's USDC balance */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example 60.00 */
                            total: string;
                            /**
                             * @description The total less held funds
                             * @example 50.00
                             */
                            available: string;
                            /** @enum {string} */
                            currencyCode: "USDC";
                            /** @example USD Coin */
                            currencyName: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries/{id}/localTargetAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the local payout account (PIX key in BR, bank account in CO)
         * @description Validated asynchronously; the result arrives as a BENEFICIARY_BANK_ACCOUNT_VALIDATION callback.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description pixKey for a BR beneficiary, bankAccount for a CO one */
            requestBody: {
                content: {
                    "application/json": {
                        /** @description BR: a CPF, CNPJ, email, +55 mobile number or random (EVP) key */
                        pixKey?: string;
                        bankAccount?: {
                            /** @description The Colombian bank code, such as 1007 */
                            bankCode: string;
                            /** @enum {unknown} */
                            accountType: "CHECKING" | "SAVINGS";
                            accountNumber: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description In canonical form */
                            pixKey?: string;
                            /** @enum {unknown} */
                            pixKeyType?: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "EVP";
                            bankAccount?: {
                                /** @description The Colombian bank code, such as 1007 */
                                bankCode: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                            };
                            /** @enum {unknown} */
                            status: "PENDING" | "VALID" | "INVALID";
                            message: string | null;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/beneficiaries/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a business verification document
         * @description One request per document; the three types are all needed. The same type again replaces the earlier file.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description PDF, JPEG or PNG, at most 10 MB */
                        file: unknown;
                        /** @enum {unknown} */
                        name: "INCORPORATION_CERTIFICATE" | "TAX_REGISTRATION" | "BUSINESS_BANK_ACCOUNT";
                        /** @enum {unknown} */
                        type: "INCORPORATION_CERTIFICATE" | "TAX_REGISTRATION" | "BUSINESS_BANK_ACCOUNT";
                        /** @enum {unknown} */
                        documentOwner: "BUSINESS";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {unknown} */
                            name: "INCORPORATION_CERTIFICATE" | "TAX_REGISTRATION" | "BUSINESS_BANK_ACCOUNT";
                            /** @enum {unknown} */
                            type: "INCORPORATION_CERTIFICATE" | "TAX_REGISTRATION" | "BUSINESS_BANK_ACCOUNT";
                            /** @enum {string} */
                            documentOwner: "BUSINESS";
                            /** @enum {unknown} */
                            contentType: "application/pdf" | "image/jpeg" | "image/png";
                            size: number;
                            /** Format: date-time */
                            createdDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kyx-steps/{kyxStepId}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new upload link and SDK token for a step */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kyxStepId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The kyxStepId of POST /v1/kyx-steps/{kyxStepId}/regenerate */
                            id: string;
                            ownerIdentification: string;
                            uploadLink: string;
                            partnerSdk: {
                                token: string;
                            };
                            acceptedDocs: ("ID_CARD" | "DRIVING_LICENSE" | "SELFIE")[] | null;
                            /** @enum {unknown} */
                            status: "PENDING" | "APPROVED" | "REJECTED";
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kyx/{beneficiaryId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity images captured during verification */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    beneficiaryId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The person's idNumber (the step's ownerIdentification) */
                            personId: string;
                            files: {
                                /** @description base64 */
                                front: string;
                                back: string | null;
                                /** @enum {unknown} */
                                type: "ID_CARD" | "DRIVING_LICENSE" | "SELFIE";
                                /** @enum {unknown} */
                                fileType: "jpg" | "png";
                            }[];
                        }[];
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List events sent to your callback URL */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                /** @description Also the webhook-id header of every delivery of this event */
                                id: string;
                                operation: string;
                                resourceId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                integratorId: string;
                                beneficiaryId: string | null;
                                message: string | null;
                                success: boolean | null;
                                data: unknown;
                                status: "PENDING" | "DELIVERED" | "FAILED";
                                attemptCount: number;
                                nextAttemptAt: string | null;
                                deliveredAt: string | null;
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event with every delivery attempt */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Also the webhook-id header of every delivery of this event */
                            id: string;
                            operation: string;
                            resourceId: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            integratorId: string;
                            beneficiaryId: string | null;
                            message: string | null;
                            success: boolean | null;
                            data: unknown;
                            status: "PENDING" | "DELIVERED" | "FAILED";
                            attemptCount: number;
                            nextAttemptAt: string | null;
                            deliveredAt: string | null;
                            attempts: {
                                /** Format: date-time */
                                attemptedAt: string;
                                statusCode: number | null;
                                durationMs: number;
                                error: string | null;
                                responseBody: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an event again, with a fresh retry schedule */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            eventId: string;
                            status: "PENDING" | "DELIVERED" | "FAILED";
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a TEST event to your callback URL */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            eventId: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/ledger/trial-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trial balance (operator)
         * @description Per currency, the sum of every ledger account, debits positive and credits negative: "0.00" when the books balance.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when every currency sums to 0.00 */
                            balanced: boolean;
                            currencies: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                debits: string;
                                credits: string;
                                /** @description Debits less credits: the sum of every account in this currency */
                                balance: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exceptions: everything that needs a person (operator)
         * @description Filter with filterEq on kind, status, integratorId, resource.type; oldest first by default (sort=createdDate,desc for newest). Kinds: PAYOUT_OUTCOME_UNKNOWN, FUNDS_OWED_BACK, JOB_EXHAUSTED, CHAIN_DEPOSIT_UNREADABLE, RATE_BAND_HELD, WEBHOOK_ENDPOINT_FAILING, RECONCILIATION_MISMATCH.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                id: string;
                                /** @enum {unknown} */
                                kind: "PAYOUT_OUTCOME_UNKNOWN" | "FUNDS_OWED_BACK" | "JOB_EXHAUSTED" | "CHAIN_DEPOSIT_UNREADABLE" | "RATE_BAND_HELD" | "WEBHOOK_ENDPOINT_FAILING" | "RECONCILIATION_MISMATCH";
                                /** @enum {unknown} */
                                status: "OPEN" | "RESOLVED";
                                integratorId: string | null;
                                resource: {
                                    type: string;
                                    id: string;
                                };
                                amount: {
                                    currencyCode: string;
                                    value: string;
                                } | null;
                                reason: string;
                                details: {
                                    [key: string]: unknown;
                                };
                                actions: ("retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss")[];
                                /** @description Since it was opened */
                                ageSeconds: number;
                                /** Format: date-time */
                                createdDate: string;
                                resolvedDate: string | null;
                                resolution: {
                                    /** @enum {unknown} */
                                    action: "retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss";
                                    reference: string | null;
                                    note: string;
                                    actor: string;
                                    outcome: string;
                                } | null;
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/exceptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One exception (operator) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {unknown} */
                            kind: "PAYOUT_OUTCOME_UNKNOWN" | "FUNDS_OWED_BACK" | "JOB_EXHAUSTED" | "CHAIN_DEPOSIT_UNREADABLE" | "RATE_BAND_HELD" | "WEBHOOK_ENDPOINT_FAILING" | "RECONCILIATION_MISMATCH";
                            /** @enum {unknown} */
                            status: "OPEN" | "RESOLVED";
                            integratorId: string | null;
                            resource: {
                                type: string;
                                id: string;
                            };
                            amount: {
                                currencyCode: string;
                                value: string;
                            } | null;
                            reason: string;
                            details: {
                                [key: string]: unknown;
                            };
                            actions: ("retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss")[];
                            /** @description Since it was opened */
                            ageSeconds: number;
                            /** Format: date-time */
                            createdDate: string;
                            resolvedDate: string | null;
                            resolution: {
                                /** @enum {unknown} */
                                action: "retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss";
                                reference: string | null;
                                note: string;
                                actor: string;
                                outcome: string;
                            } | null;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/exceptions/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an exception with one of its actions (operator)
         * @description retry (the job runs again), mark_paid (with the rail reference: the payment or off-ramp succeeds), mark_returned (with the return reference or transaction hash: the funds owed back leave the books), fail (the payment or transfer fails, its funds released or returned), execute (a transfer held by the rate band executes at the latest rate), dismiss. Each is one transaction with the resource change, its ledger postings and its event; 412 exception.resource_moved when the resource moved meanwhile; the same action again answers the resolution made.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        action: "retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss";
                        /** @description The rail's reference of a payout marked paid, or of a return */
                        reference?: string;
                        /** @description Why: kept with the resolution and in the audit log */
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {unknown} */
                            kind: "PAYOUT_OUTCOME_UNKNOWN" | "FUNDS_OWED_BACK" | "JOB_EXHAUSTED" | "CHAIN_DEPOSIT_UNREADABLE" | "RATE_BAND_HELD" | "WEBHOOK_ENDPOINT_FAILING" | "RECONCILIATION_MISMATCH";
                            /** @enum {unknown} */
                            status: "OPEN" | "RESOLVED";
                            integratorId: string | null;
                            resource: {
                                type: string;
                                id: string;
                            };
                            amount: {
                                currencyCode: string;
                                value: string;
                            } | null;
                            reason: string;
                            details: {
                                [key: string]: unknown;
                            };
                            actions: ("retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss")[];
                            /** @description Since it was opened */
                            ageSeconds: number;
                            /** Format: date-time */
                            createdDate: string;
                            resolvedDate: string | null;
                            resolution: {
                                /** @enum {unknown} */
                                action: "retry" | "mark_paid" | "mark_returned" | "fail" | "execute" | "dismiss";
                                reference: string | null;
                                note: string;
                                actor: string;
                                outcome: string;
                            } | null;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an operator account for the console at /ops (operator)
         * @description Answers a one-time password (the first sign-in replaces it) and, unless secondFactor is false (sandbox only), the TOTP secret and otpauth:// provisioning URI, each shown only in this answer. 409 operator.conflict when the email has an account.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @description A TOTP second factor (default true). Production refuses false; a sandbox account without one signs in with its password alone. */
                        secondFactor?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            email: string;
                            /** @description A one-time password, shown only in this answer: the first sign-in to /ops replaces it */
                            password: string;
                            totp: {
                                /** @description Base32, for an authenticator app; shown only in this answer */
                                secret: string;
                                /** @description The otpauth:// provisioning URI (a QR code of it) */
                                uri: string;
                                issuer: string;
                                /** @enum {string} */
                                algorithm: "SHA1";
                                digits: number;
                                period: number;
                            } | null;
                            /** Format: date-time */
                            createdDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reconciliation/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reconciliation runs (operator)
         * @description Newest first by default; filterEq on trigger (SCHEDULED, MANUAL), periodStart, periodEnd. Each rail account's postings in the books (rail_cash, by their entry's reference) against its rail's statement, item by item (rail account, reference, IN or OUT): matched, missing in the books, missing at the rail, or amount differs. Every unmatched item is an exception RECONCILIATION_MISMATCH. An account whose statement cannot be read is listed not reconciled, with the reason.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                id: string;
                                /** @enum {unknown} */
                                trigger: "SCHEDULED" | "MANUAL";
                                /** Format: date-time */
                                periodStart: string;
                                /** Format: date-time */
                                periodEnd: string;
                                /** @description How far past each edge of the period both sides were read */
                                slackSeconds: number;
                                totals: {
                                    matched: number;
                                    /** @description At the rail, not in the books */
                                    missingInBooks: number;
                                    /** @description In the books, not at the rail */
                                    missingAtRail: number;
                                    amountDiffers: number;
                                };
                                accounts: {
                                    /** @enum {unknown} */
                                    railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                                    /** @enum {unknown} */
                                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                    /** @description False when the rail's statement could not be compared: see reason */
                                    reconciled: boolean;
                                    /** @description Why the account was not reconciled */
                                    reason: string | null;
                                    /** @description Postings the books have at this account in the period */
                                    booked: number;
                                    matched: number;
                                    /** @description At the rail, not in the books */
                                    missingInBooks: number;
                                    /** @description In the books, not at the rail */
                                    missingAtRail: number;
                                    amountDiffers: number;
                                }[];
                                /** Format: date-time */
                                createdDate: string;
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Reconcile a period now (operator)
         * @description Runs at once over [from, to) and answers the run. The period must be over and last at most 31 days (422 reconciliation.invalid_period). Each rail account's postings in the books (rail_cash, by their entry's reference) against its rail's statement, item by item (rail account, reference, IN or OUT): matched, missing in the books, missing at the rail, or amount differs. Every unmatched item is an exception RECONCILIATION_MISMATCH. An account whose statement cannot be read is listed not reconciled, with the reason.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description Start of the period (inclusive)
                         * @example 2026-03-01T00:00:00Z
                         */
                        from: string;
                        /**
                         * Format: date-time
                         * @description End of the period (exclusive); not later than now
                         * @example 2026-03-02T00:00:00Z
                         */
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {unknown} */
                            trigger: "SCHEDULED" | "MANUAL";
                            /** Format: date-time */
                            periodStart: string;
                            /** Format: date-time */
                            periodEnd: string;
                            /** @description How far past each edge of the period both sides were read */
                            slackSeconds: number;
                            totals: {
                                matched: number;
                                /** @description At the rail, not in the books */
                                missingInBooks: number;
                                /** @description In the books, not at the rail */
                                missingAtRail: number;
                                amountDiffers: number;
                            };
                            accounts: {
                                /** @enum {unknown} */
                                railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @description False when the rail's statement could not be compared: see reason */
                                reconciled: boolean;
                                /** @description Why the account was not reconciled */
                                reason: string | null;
                                /** @description Postings the books have at this account in the period */
                                booked: number;
                                matched: number;
                                /** @description At the rail, not in the books */
                                missingInBooks: number;
                                /** @description In the books, not at the rail */
                                missingAtRail: number;
                                amountDiffers: number;
                            }[];
                            /** Format: date-time */
                            createdDate: string;
                            /** @description Every unmatched item */
                            items: {
                                id: string;
                                /** @enum {unknown} */
                                railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @description As the ledger writes it: transfer:<id>, payment:<id>, payment_in:<id>, pix:<endToEndId> */
                                reference: string;
                                /** @enum {unknown} */
                                direction: "IN" | "OUT";
                                /** @enum {unknown} */
                                outcome: "MISSING_IN_BOOKS" | "MISSING_AT_RAIL" | "AMOUNT_DIFFERS";
                                books: {
                                    amount: string;
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                rail: {
                                    amount: string;
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                /** @description The RECONCILIATION_MISMATCH exception that asks a person about it */
                                exceptionId: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reconciliation/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One reconciliation run with its unmatched items (operator) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {unknown} */
                            trigger: "SCHEDULED" | "MANUAL";
                            /** Format: date-time */
                            periodStart: string;
                            /** Format: date-time */
                            periodEnd: string;
                            /** @description How far past each edge of the period both sides were read */
                            slackSeconds: number;
                            totals: {
                                matched: number;
                                /** @description At the rail, not in the books */
                                missingInBooks: number;
                                /** @description In the books, not at the rail */
                                missingAtRail: number;
                                amountDiffers: number;
                            };
                            accounts: {
                                /** @enum {unknown} */
                                railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @description False when the rail's statement could not be compared: see reason */
                                reconciled: boolean;
                                /** @description Why the account was not reconciled */
                                reason: string | null;
                                /** @description Postings the books have at this account in the period */
                                booked: number;
                                matched: number;
                                /** @description At the rail, not in the books */
                                missingInBooks: number;
                                /** @description In the books, not at the rail */
                                missingAtRail: number;
                                amountDiffers: number;
                            }[];
                            /** Format: date-time */
                            createdDate: string;
                            /** @description Every unmatched item */
                            items: {
                                id: string;
                                /** @enum {unknown} */
                                railAccount: "pix-collection" | "cop-collection" | "br-payouts" | "co-payouts" | "usd-bank" | "chain";
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @description As the ledger writes it: transfer:<id>, payment:<id>, payment_in:<id>, pix:<endToEndId> */
                                reference: string;
                                /** @enum {unknown} */
                                direction: "IN" | "OUT";
                                /** @enum {unknown} */
                                outcome: "MISSING_IN_BOOKS" | "MISSING_AT_RAIL" | "AMOUNT_DIFFERS";
                                books: {
                                    amount: string;
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                rail: {
                                    amount: string;
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                /** @description The RECONCILIATION_MISMATCH exception that asks a person about it */
                                exceptionId: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log (operator)
         * @description Every operator action and every change of an integrator's secrets, callback URL, fee or status, newest first (sort at,desc). Filter by action, actor.type, actor.id, integratorId, resource.type, resource.id or details.<path>.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                id: string;
                                /** Format: date-time */
                                at: string;
                                actor: {
                                    type: "operator" | "integrator" | "system";
                                    /** @description `admin` for ADMIN_TOKEN, an operator account, the integrator's id, or what acted for the system */
                                    id: string;
                                };
                                /** @example integrator.suspended */
                                action: string;
                                resource: {
                                    /** @example integrator */
                                    type: string;
                                    id: string;
                                };
                                /** @description The integrator the change concerns, if any */
                                integratorId: string | null;
                                /** @description What changed, usually {from, to} per field; never a secret */
                                details: {
                                    [key: string]: unknown;
                                };
                                /** @description The X-Request-Id of the request that made the change */
                                requestId: string | null;
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/corridors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The corridors and their terms (operator) */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                /**
                                 * @description The country
                                 * @example BR
                                 */
                                id: string;
                                country: "BR" | "CO";
                                currency: "BRL" | "COP";
                                /** @description False: new simulations are refused (422 corridor.disabled) */
                                enabled: boolean;
                                serviceFeeBps: number;
                                /**
                                 * @description A fraction: "0.003" is 0.30%
                                 * @example 0.003
                                 */
                                spread: string;
                                taxBps: number;
                                limits: {
                                    ON_RAMP: {
                                        /** @description The currency of `from`: local for ON_RAMP, USDC for OFF_RAMP */
                                        currencyCode: string;
                                        min: string;
                                        max: string;
                                    };
                                    OFF_RAMP: {
                                        /** @description The currency of `from`: local for ON_RAMP, USDC for OFF_RAMP */
                                        currencyCode: string;
                                        min: string;
                                        max: string;
                                    };
                                };
                                /** Format: date-time */
                                lastModifiedDate: string;
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/corridors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a corridor's terms (operator)
         * @description Sets every term of the corridor. It applies to simulations made after it: one already made, and its transfer, keep the terms they were priced with. A disabled corridor refuses new simulations (422 corridor.disabled). Audit-logged.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The country: BR or CO */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                        /** @description Basis points of `from`, a whole number */
                        serviceFeeBps: number;
                        /** @description A fraction from 0 up to (not including) 1, at most 6 decimals: "0.003" is 0.30% */
                        spread: string;
                        /** @description Basis points of `from`, a whole number */
                        taxBps: number;
                        limits: {
                            ON_RAMP: {
                                /** @description When given, must be the currency of `from` in this direction */
                                currencyCode?: string;
                                min: number | string;
                                max: number | string;
                            };
                            OFF_RAMP: {
                                /** @description When given, must be the currency of `from` in this direction */
                                currencyCode?: string;
                                min: number | string;
                                max: number | string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description The country
                             * @example BR
                             */
                            id: string;
                            country: "BR" | "CO";
                            currency: "BRL" | "COP";
                            /** @description False: new simulations are refused (422 corridor.disabled) */
                            enabled: boolean;
                            serviceFeeBps: number;
                            /**
                             * @description A fraction: "0.003" is 0.30%
                             * @example 0.003
                             */
                            spread: string;
                            taxBps: number;
                            limits: {
                                ON_RAMP: {
                                    /** @description The currency of `from`: local for ON_RAMP, USDC for OFF_RAMP */
                                    currencyCode: string;
                                    min: string;
                                    max: string;
                                };
                                OFF_RAMP: {
                                    /** @description The currency of `from`: local for ON_RAMP, USDC for OFF_RAMP */
                                    currencyCode: string;
                                    min: string;
                                    max: string;
                                };
                            };
                            /** Format: date-time */
                            lastModifiedDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sanctions reviews (operator)
         * @description Every beneficiary and payment contact whose names matched a sanctions list, oldest first by default. Filter with filterEq=status:OPEN, integratorId:..., subject.type:BENEFICIARY|PAYMENT_CONTACT.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                id: string;
                                integratorId: string;
                                /** @enum {unknown} */
                                status: "OPEN" | "CLEARED" | "CONFIRMED";
                                subject: {
                                    /** @enum {unknown} */
                                    type: "BENEFICIARY" | "PAYMENT_CONTACT";
                                    id: string;
                                    /** @description The beneficiary, or the payment contact's beneficiary */
                                    beneficiaryId: string;
                                };
                                hits: {
                                    /** @description The name screened, as the integrator gave it */
                                    name: string;
                                    /**
                                     * @description Whose name was screened: the individual, the business itself, its representative or an owner, or a payment contact
                                     * @enum {unknown}
                                     */
                                    role: "INDIVIDUAL" | "BUSINESS" | "LEGAL_REPRESENTATIVE" | "BENEFICIAL_OWNER" | "PAYMENT_CONTACT";
                                    /** @description What the integrator gave about the screened party, to compare with the entry: a person's date of birth and citizenship, the country of the address */
                                    details: {
                                        dateOfBirth: string | null;
                                        citizenship: string | null;
                                        /** @description The country of the screened party's address */
                                        country: string | null;
                                    };
                                    /** @description How alike the names are, from 0 to 1 (see docs/operations.md) */
                                    score: number;
                                    /** @description The entry's name or alias that matched */
                                    matchedName: string;
                                    entry: {
                                        /** @example SDN */
                                        list: string;
                                        /**
                                         * @description OFAC's ent_num
                                         * @example 10278
                                         */
                                        entNum: string;
                                        /** @example LOGAN MOREY, Elvis Angus */
                                        name: string;
                                        /** @enum {unknown} */
                                        type: "individual" | "entity";
                                        /**
                                         * @example [
                                         *       "SDNT"
                                         *     ]
                                         */
                                        programs: string[];
                                        /** @description The countries of the entry's published addresses */
                                        countries: string[];
                                        /** @description OFAC's remarks: date and place of birth, nationality, documents */
                                        remarks: string | null;
                                    };
                                }[];
                                /** @description SANCTIONS_MATCH_THRESHOLD when the names were screened */
                                threshold: number;
                                /** Format: date-time */
                                listsLoadedAt: string;
                                decision: {
                                    /** @enum {unknown} */
                                    decision: "CLEAR" | "CONFIRM";
                                    note: string;
                                    decidedBy: string;
                                    /** Format: date-time */
                                    decidedAt: string;
                                } | null;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                lastModifiedDate: string;
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sanctions review (operator) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            integratorId: string;
                            /** @enum {unknown} */
                            status: "OPEN" | "CLEARED" | "CONFIRMED";
                            subject: {
                                /** @enum {unknown} */
                                type: "BENEFICIARY" | "PAYMENT_CONTACT";
                                id: string;
                                /** @description The beneficiary, or the payment contact's beneficiary */
                                beneficiaryId: string;
                            };
                            hits: {
                                /** @description The name screened, as the integrator gave it */
                                name: string;
                                /**
                                 * @description Whose name was screened: the individual, the business itself, its representative or an owner, or a payment contact
                                 * @enum {unknown}
                                 */
                                role: "INDIVIDUAL" | "BUSINESS" | "LEGAL_REPRESENTATIVE" | "BENEFICIAL_OWNER" | "PAYMENT_CONTACT";
                                /** @description What the integrator gave about the screened party, to compare with the entry: a person's date of birth and citizenship, the country of the address */
                                details: {
                                    dateOfBirth: string | null;
                                    citizenship: string | null;
                                    /** @description The country of the screened party's address */
                                    country: string | null;
                                };
                                /** @description How alike the names are, from 0 to 1 (see docs/operations.md) */
                                score: number;
                                /** @description The entry's name or alias that matched */
                                matchedName: string;
                                entry: {
                                    /** @example SDN */
                                    list: string;
                                    /**
                                     * @description OFAC's ent_num
                                     * @example 10278
                                     */
                                    entNum: string;
                                    /** @example LOGAN MOREY, Elvis Angus */
                                    name: string;
                                    /** @enum {unknown} */
                                    type: "individual" | "entity";
                                    /**
                                     * @example [
                                     *       "SDNT"
                                     *     ]
                                     */
                                    programs: string[];
                                    /** @description The countries of the entry's published addresses */
                                    countries: string[];
                                    /** @description OFAC's remarks: date and place of birth, nationality, documents */
                                    remarks: string | null;
                                };
                            }[];
                            /** @description SANCTIONS_MATCH_THRESHOLD when the names were screened */
                            threshold: number;
                            /** Format: date-time */
                            listsLoadedAt: string;
                            decision: {
                                /** @enum {unknown} */
                                decision: "CLEAR" | "CONFIRM";
                                note: string;
                                decidedBy: string;
                                /** Format: date-time */
                                decidedAt: string;
                            } | null;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/reviews/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a sanctions review (operator)
         * @description CLEAR: not the listed party; the beneficiary is approved once its verification is complete, the contact may be paid. CONFIRM: the listed party; the beneficiary is rejected (BENEFICIARY_KYC, success false), the contact blocked for good. The same decision again answers the review as it is; the other one answers 412 review.already_decided.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        decision: "CLEAR" | "CONFIRM";
                        /** @description Why: what the operator compared (date of birth, country, documents) */
                        note: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            integratorId: string;
                            /** @enum {unknown} */
                            status: "OPEN" | "CLEARED" | "CONFIRMED";
                            subject: {
                                /** @enum {unknown} */
                                type: "BENEFICIARY" | "PAYMENT_CONTACT";
                                id: string;
                                /** @description The beneficiary, or the payment contact's beneficiary */
                                beneficiaryId: string;
                            };
                            hits: {
                                /** @description The name screened, as the integrator gave it */
                                name: string;
                                /**
                                 * @description Whose name was screened: the individual, the business itself, its representative or an owner, or a payment contact
                                 * @enum {unknown}
                                 */
                                role: "INDIVIDUAL" | "BUSINESS" | "LEGAL_REPRESENTATIVE" | "BENEFICIAL_OWNER" | "PAYMENT_CONTACT";
                                /** @description What the integrator gave about the screened party, to compare with the entry: a person's date of birth and citizenship, the country of the address */
                                details: {
                                    dateOfBirth: string | null;
                                    citizenship: string | null;
                                    /** @description The country of the screened party's address */
                                    country: string | null;
                                };
                                /** @description How alike the names are, from 0 to 1 (see docs/operations.md) */
                                score: number;
                                /** @description The entry's name or alias that matched */
                                matchedName: string;
                                entry: {
                                    /** @example SDN */
                                    list: string;
                                    /**
                                     * @description OFAC's ent_num
                                     * @example 10278
                                     */
                                    entNum: string;
                                    /** @example LOGAN MOREY, Elvis Angus */
                                    name: string;
                                    /** @enum {unknown} */
                                    type: "individual" | "entity";
                                    /**
                                     * @example [
                                     *       "SDNT"
                                     *     ]
                                     */
                                    programs: string[];
                                    /** @description The countries of the entry's published addresses */
                                    countries: string[];
                                    /** @description OFAC's remarks: date and place of birth, nationality, documents */
                                    remarks: string | null;
                                };
                            }[];
                            /** @description SANCTIONS_MATCH_THRESHOLD when the names were screened */
                            threshold: number;
                            /** Format: date-time */
                            listsLoadedAt: string;
                            decision: {
                                /** @enum {unknown} */
                                decision: "CLEAR" | "CONFIRM";
                                note: string;
                                decidedBy: string;
                                /** Format: date-time */
                                decidedAt: string;
                            } | null;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/simulations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a transfer: indicative amount, fees and rate
         * @description ON_RAMP takes the beneficiary’s home currency (BRL in BR, COP in CO), OFF_RAMP takes USDC. The beneficiary must be approved. The simulation expires after SIMULATION_TTL_S; its rate is indicative, the transfer executes at the latest rate. Without a current market rate for its currency, 503 rates.unavailable with Retry-After.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "amount": {
                     *         "currencyCode": "BRL",
                     *         "value": 1000
                     *       },
                     *       "beneficiaryId": "0b6c1a4e-8f0e-4b5e-9d7e-2f1c3a4b5c6d",
                     *       "type": "ON_RAMP"
                     *     }
                     */
                    "application/json": {
                        amount: {
                            /** @description ON_RAMP: the beneficiary's home currency (BRL, COP); OFF_RAMP: USDC */
                            currencyCode: string;
                            value: number | string;
                        };
                        beneficiaryId: string;
                        /** @enum {unknown} */
                        type: "ON_RAMP" | "OFF_RAMP";
                        /**
                         * @description OFF_RAMP only: BENEFICIARY_BALANCE (default, direct) or EXTERNAL_WALLET (the integrator sends USDC on-chain)
                         * @enum {unknown}
                         */
                        fundingSource?: "BENEFICIARY_BALANCE" | "EXTERNAL_WALLET";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The simulationId that creates the transfer */
                            id: string;
                            integratorId: string;
                            beneficiaryId: string;
                            from: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description Indicative: the transfer executes at the latest rate */
                            to: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            transactionDetails: {
                                taxes: {
                                    /** @enum {unknown} */
                                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                    /** @example 100.00 */
                                    value: string;
                                };
                                conversionDetails: {
                                    /** @description from less fees and taxes, in the currency of from: what is converted */
                                    effectiveTransactionValue: string;
                                    /**
                                     * @description The price of 1 USDC in the local currency
                                     * @example 5.31590000
                                     */
                                    exchangeRate: string;
                                };
                                feeDetails: {
                                    totalFees: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                    integratorFee: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                };
                            };
                            /** @enum {unknown} */
                            type: "ON_RAMP" | "OFF_RAMP";
                            /** @description True once a transfer was created from it */
                            executed: boolean;
                            fundingSource: ("BENEFICIARY_BALANCE" | "EXTERNAL_WALLET") | null;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            expiresAt: string;
                            /** @description BR ON_RAMP: the BR Code the transfer made from this simulation will carry, for exactly from.value. It becomes payable when that transfer is created; a PIX received before then is not credited to any transfer. */
                            pixCopyAndPaste?: string;
                            /** @description BR OFF_RAMP: the beneficiary's validated PIX key (canonical form) the payout goes to */
                            targetPixKey?: string;
                            /** @description CO OFF_RAMP: the beneficiary's validated bank account the payout goes to */
                            targetBankAccount?: {
                                bankCode: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                            };
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List transfers */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                id: string;
                                simulationId: string;
                                integratorId: string;
                                beneficiaryId: string;
                                from: {
                                    /** @enum {unknown} */
                                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                    /** @example 100.00 */
                                    value: string;
                                };
                                /** @description An estimate at the latest rate while PENDING; final from SUCCEEDED */
                                to: {
                                    /** @enum {unknown} */
                                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                    /** @example 100.00 */
                                    value: string;
                                };
                                /** @description Estimates while PENDING; final from SUCCEEDED */
                                transactionDetails: {
                                    taxes: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                    conversionDetails: {
                                        /** @description from less fees and taxes, in the currency of from: what is converted */
                                        effectiveTransactionValue: string;
                                        /**
                                         * @description The price of 1 USDC in the local currency
                                         * @example 5.31590000
                                         */
                                        exchangeRate: string;
                                    };
                                    feeDetails: {
                                        totalFees: {
                                            /** @enum {unknown} */
                                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                            /** @example 100.00 */
                                            value: string;
                                        };
                                        integratorFee: {
                                            /** @enum {unknown} */
                                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                            /** @example 100.00 */
                                            value: string;
                                        };
                                    };
                                };
                                /** @enum {unknown} */
                                type: "ON_RAMP" | "OFF_RAMP";
                                /** @enum {unknown} */
                                status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                                statusReason: string | null;
                                fundingSource: ("BENEFICIARY_BALANCE" | "EXTERNAL_WALLET") | null;
                                createdBy: string;
                                /** Format: date-time */
                                createdDate: string;
                                lastModifiedBy: string;
                                /** Format: date-time */
                                lastModifiedDate: string;
                                /** @description BR ON_RAMP: the BR Code to pay, for exactly from.value, payable once. The receiving entity is the service. */
                                pixCopyAndPaste?: string;
                                /** @description CO ON_RAMP: where to deposit from.value */
                                bankDepositInstructions?: {
                                    bankName: string;
                                    /** @enum {unknown} */
                                    accountType: "CHECKING" | "SAVINGS";
                                    accountNumber: string;
                                    /** @description Unique to this transfer: the payer writes it on the deposit */
                                    reference: string;
                                };
                                /** @description BR OFF_RAMP: the beneficiary's validated PIX key (canonical form) the payout goes to */
                                targetPixKey?: string;
                                /** @description CO OFF_RAMP: the beneficiary's validated bank account the payout goes to */
                                targetBankAccount?: {
                                    bankCode: string;
                                    /** @enum {unknown} */
                                    accountType: "CHECKING" | "SAVINGS";
                                    accountNumber: string;
                                };
                                /** @description EXTERNAL_WALLET OFF_RAMP: the EIP-55 address of this transfer alone, where to send from.value in USDC */
                                fundingWallet?: string;
                                /** @description EXTERNAL_WALLET OFF_RAMP: the linked chain transaction */
                                transactionHash?: string;
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create the transfer of a simulation
         * @description At most one transfer per simulation (412 simulation.is_already_executed), before it expires, and while the market rate is within 2% of the simulation’s. A BR ON_RAMP carries pixCopyAndPaste, a CO ON_RAMP bankDepositInstructions. A direct OFF_RAMP (BENEFICIARY_BALANCE) holds from.value on the beneficiary’s balance (422 flow_of_funds.insufficient_funds if short) and pays out to targetPixKey or targetBankAccount; an EXTERNAL_WALLET OFF_RAMP carries fundingWallet, where to send from.value in USDC. Without a current market rate, 503 rates.unavailable with Retry-After.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        simulationId: string;
                        /** @description The IP address, v4 or v6, from which the integrator received the beneficiary's request */
                        beneficiaryIp?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            simulationId: string;
                            integratorId: string;
                            beneficiaryId: string;
                            from: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description An estimate at the latest rate while PENDING; final from SUCCEEDED */
                            to: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description Estimates while PENDING; final from SUCCEEDED */
                            transactionDetails: {
                                taxes: {
                                    /** @enum {unknown} */
                                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                    /** @example 100.00 */
                                    value: string;
                                };
                                conversionDetails: {
                                    /** @description from less fees and taxes, in the currency of from: what is converted */
                                    effectiveTransactionValue: string;
                                    /**
                                     * @description The price of 1 USDC in the local currency
                                     * @example 5.31590000
                                     */
                                    exchangeRate: string;
                                };
                                feeDetails: {
                                    totalFees: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                    integratorFee: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                };
                            };
                            /** @enum {unknown} */
                            type: "ON_RAMP" | "OFF_RAMP";
                            /** @enum {unknown} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                            statusReason: string | null;
                            fundingSource: ("BENEFICIARY_BALANCE" | "EXTERNAL_WALLET") | null;
                            createdBy: string;
                            /** Format: date-time */
                            createdDate: string;
                            lastModifiedBy: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                            /** @description BR ON_RAMP: the BR Code to pay, for exactly from.value, payable once. The receiving entity is the service. */
                            pixCopyAndPaste?: string;
                            /** @description CO ON_RAMP: where to deposit from.value */
                            bankDepositInstructions?: {
                                bankName: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                                /** @description Unique to this transfer: the payer writes it on the deposit */
                                reference: string;
                            };
                            /** @description BR OFF_RAMP: the beneficiary's validated PIX key (canonical form) the payout goes to */
                            targetPixKey?: string;
                            /** @description CO OFF_RAMP: the beneficiary's validated bank account the payout goes to */
                            targetBankAccount?: {
                                bankCode: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                            };
                            /** @description EXTERNAL_WALLET OFF_RAMP: the EIP-55 address of this transfer alone, where to send from.value in USDC */
                            fundingWallet?: string;
                            /** @description EXTERNAL_WALLET OFF_RAMP: the linked chain transaction */
                            transactionHash?: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transfer; to and transactionDetails are final from SUCCEEDED on */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            simulationId: string;
                            integratorId: string;
                            beneficiaryId: string;
                            from: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description An estimate at the latest rate while PENDING; final from SUCCEEDED */
                            to: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description Estimates while PENDING; final from SUCCEEDED */
                            transactionDetails: {
                                taxes: {
                                    /** @enum {unknown} */
                                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                    /** @example 100.00 */
                                    value: string;
                                };
                                conversionDetails: {
                                    /** @description from less fees and taxes, in the currency of from: what is converted */
                                    effectiveTransactionValue: string;
                                    /**
                                     * @description The price of 1 USDC in the local currency
                                     * @example 5.31590000
                                     */
                                    exchangeRate: string;
                                };
                                feeDetails: {
                                    totalFees: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                    integratorFee: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                };
                            };
                            /** @enum {unknown} */
                            type: "ON_RAMP" | "OFF_RAMP";
                            /** @enum {unknown} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                            statusReason: string | null;
                            fundingSource: ("BENEFICIARY_BALANCE" | "EXTERNAL_WALLET") | null;
                            createdBy: string;
                            /** Format: date-time */
                            createdDate: string;
                            lastModifiedBy: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                            /** @description BR ON_RAMP: the BR Code to pay, for exactly from.value, payable once. The receiving entity is the service. */
                            pixCopyAndPaste?: string;
                            /** @description CO ON_RAMP: where to deposit from.value */
                            bankDepositInstructions?: {
                                bankName: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                                /** @description Unique to this transfer: the payer writes it on the deposit */
                                reference: string;
                            };
                            /** @description BR OFF_RAMP: the beneficiary's validated PIX key (canonical form) the payout goes to */
                            targetPixKey?: string;
                            /** @description CO OFF_RAMP: the beneficiary's validated bank account the payout goes to */
                            targetBankAccount?: {
                                bankCode: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                            };
                            /** @description EXTERNAL_WALLET OFF_RAMP: the EIP-55 address of this transfer alone, where to send from.value in USDC */
                            fundingWallet?: string;
                            /** @description EXTERNAL_WALLET OFF_RAMP: the linked chain transaction */
                            transactionHash?: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transfer (the singular path the interface writes once; use /v1/transfers/{id})
         * @deprecated
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            simulationId: string;
                            integratorId: string;
                            beneficiaryId: string;
                            from: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description An estimate at the latest rate while PENDING; final from SUCCEEDED */
                            to: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description Estimates while PENDING; final from SUCCEEDED */
                            transactionDetails: {
                                taxes: {
                                    /** @enum {unknown} */
                                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                    /** @example 100.00 */
                                    value: string;
                                };
                                conversionDetails: {
                                    /** @description from less fees and taxes, in the currency of from: what is converted */
                                    effectiveTransactionValue: string;
                                    /**
                                     * @description The price of 1 USDC in the local currency
                                     * @example 5.31590000
                                     */
                                    exchangeRate: string;
                                };
                                feeDetails: {
                                    totalFees: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                    integratorFee: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                };
                            };
                            /** @enum {unknown} */
                            type: "ON_RAMP" | "OFF_RAMP";
                            /** @enum {unknown} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                            statusReason: string | null;
                            fundingSource: ("BENEFICIARY_BALANCE" | "EXTERNAL_WALLET") | null;
                            createdBy: string;
                            /** Format: date-time */
                            createdDate: string;
                            lastModifiedBy: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                            /** @description BR ON_RAMP: the BR Code to pay, for exactly from.value, payable once. The receiving entity is the service. */
                            pixCopyAndPaste?: string;
                            /** @description CO ON_RAMP: where to deposit from.value */
                            bankDepositInstructions?: {
                                bankName: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                                /** @description Unique to this transfer: the payer writes it on the deposit */
                                reference: string;
                            };
                            /** @description BR OFF_RAMP: the beneficiary's validated PIX key (canonical form) the payout goes to */
                            targetPixKey?: string;
                            /** @description CO OFF_RAMP: the beneficiary's validated bank account the payout goes to */
                            targetBankAccount?: {
                                bankCode: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                            };
                            /** @description EXTERNAL_WALLET OFF_RAMP: the EIP-55 address of this transfer alone, where to send from.value in USDC */
                            fundingWallet?: string;
                            /** @description EXTERNAL_WALLET OFF_RAMP: the linked chain transaction */
                            transactionHash?: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a transfer whose funds have not arrived
         * @description Only while no funds have arrived and no payout has started (412 transfer.not_cancellable after). An EXTERNAL_WALLET off-ramp whose linked transaction has brought USDC to fundingWallet, confirmed or not, is not cancelled (412 transfer.deposit_on_chain); while the chain cannot be read, 503 chain.unavailable.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            simulationId: string;
                            integratorId: string;
                            beneficiaryId: string;
                            from: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description An estimate at the latest rate while PENDING; final from SUCCEEDED */
                            to: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description Estimates while PENDING; final from SUCCEEDED */
                            transactionDetails: {
                                taxes: {
                                    /** @enum {unknown} */
                                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                    /** @example 100.00 */
                                    value: string;
                                };
                                conversionDetails: {
                                    /** @description from less fees and taxes, in the currency of from: what is converted */
                                    effectiveTransactionValue: string;
                                    /**
                                     * @description The price of 1 USDC in the local currency
                                     * @example 5.31590000
                                     */
                                    exchangeRate: string;
                                };
                                feeDetails: {
                                    totalFees: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                    integratorFee: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                };
                            };
                            /** @enum {unknown} */
                            type: "ON_RAMP" | "OFF_RAMP";
                            /** @enum {unknown} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                            statusReason: string | null;
                            fundingSource: ("BENEFICIARY_BALANCE" | "EXTERNAL_WALLET") | null;
                            createdBy: string;
                            /** Format: date-time */
                            createdDate: string;
                            lastModifiedBy: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                            /** @description BR ON_RAMP: the BR Code to pay, for exactly from.value, payable once. The receiving entity is the service. */
                            pixCopyAndPaste?: string;
                            /** @description CO ON_RAMP: where to deposit from.value */
                            bankDepositInstructions?: {
                                bankName: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                                /** @description Unique to this transfer: the payer writes it on the deposit */
                                reference: string;
                            };
                            /** @description BR OFF_RAMP: the beneficiary's validated PIX key (canonical form) the payout goes to */
                            targetPixKey?: string;
                            /** @description CO OFF_RAMP: the beneficiary's validated bank account the payout goes to */
                            targetBankAccount?: {
                                bankCode: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                            };
                            /** @description EXTERNAL_WALLET OFF_RAMP: the EIP-55 address of this transfer alone, where to send from.value in USDC */
                            fundingWallet?: string;
                            /** @description EXTERNAL_WALLET OFF_RAMP: the linked chain transaction */
                            transactionHash?: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/{id}/transactionHash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Link the chain transaction that funds an EXTERNAL_WALLET off-ramp
         * @description Only while the funds have not arrived (412 after). A transaction the chain shows paying elsewhere (another wallet, another token, reverted) is 422 transfer.transaction_hash_not_funding; one not on the chain yet is taken, as it may yet pay. A hash linked to another waiting transfer, or that paid one, is 409, unless the chain shows it pays this transfer and not that one. Another hash replaces the linked one unless USDC of the linked one has reached fundingWallet (412 transfer.deposit_on_chain). The transfer starts once the transaction, a USDC transfer of exactly from.value to fundingWallet, is confirmed.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A chain transaction hash: 0x and 64 hex digits */
                        transactionHash: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            simulationId: string;
                            integratorId: string;
                            beneficiaryId: string;
                            from: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description An estimate at the latest rate while PENDING; final from SUCCEEDED */
                            to: {
                                /** @enum {unknown} */
                                currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                /** @example 100.00 */
                                value: string;
                            };
                            /** @description Estimates while PENDING; final from SUCCEEDED */
                            transactionDetails: {
                                taxes: {
                                    /** @enum {unknown} */
                                    currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                    /** @example 100.00 */
                                    value: string;
                                };
                                conversionDetails: {
                                    /** @description from less fees and taxes, in the currency of from: what is converted */
                                    effectiveTransactionValue: string;
                                    /**
                                     * @description The price of 1 USDC in the local currency
                                     * @example 5.31590000
                                     */
                                    exchangeRate: string;
                                };
                                feeDetails: {
                                    totalFees: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                    integratorFee: {
                                        /** @enum {unknown} */
                                        currencyCode: "BRL" | "COP" | "USD" | "USDC";
                                        /** @example 100.00 */
                                        value: string;
                                    };
                                };
                            };
                            /** @enum {unknown} */
                            type: "ON_RAMP" | "OFF_RAMP";
                            /** @enum {unknown} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                            statusReason: string | null;
                            fundingSource: ("BENEFICIARY_BALANCE" | "EXTERNAL_WALLET") | null;
                            createdBy: string;
                            /** Format: date-time */
                            createdDate: string;
                            lastModifiedBy: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                            /** @description BR ON_RAMP: the BR Code to pay, for exactly from.value, payable once. The receiving entity is the service. */
                            pixCopyAndPaste?: string;
                            /** @description CO ON_RAMP: where to deposit from.value */
                            bankDepositInstructions?: {
                                bankName: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                                /** @description Unique to this transfer: the payer writes it on the deposit */
                                reference: string;
                            };
                            /** @description BR OFF_RAMP: the beneficiary's validated PIX key (canonical form) the payout goes to */
                            targetPixKey?: string;
                            /** @description CO OFF_RAMP: the beneficiary's validated bank account the payout goes to */
                            targetBankAccount?: {
                                bankCode: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                accountNumber: string;
                            };
                            /** @description EXTERNAL_WALLET OFF_RAMP: the EIP-55 address of this transfer alone, where to send from.value in USDC */
                            fundingWallet?: string;
                            /** @description EXTERNAL_WALLET OFF_RAMP: the linked chain transaction */
                            transactionHash?: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payment contacts */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                id: string;
                                integratorId: string;
                                beneficiaryId: string;
                                /** @enum {unknown} */
                                paymentType: "WIRE" | "ACH";
                                /** @description The receiving bank; a US bank (country US), as its routing number says */
                                bankInfo: {
                                    name: string;
                                    street1: string;
                                    city: string;
                                    state: string;
                                    postalCode: string;
                                    /** @description ISO 3166-1 alpha-2, such as US */
                                    country: string;
                                };
                                /** @description The account holder who receives the payment, and the account */
                                userInfo: {
                                    name: string;
                                    street1: string;
                                    city: string;
                                    state: string;
                                    postalCode: string;
                                    /** @description ISO 3166-1 alpha-2, such as US */
                                    country: string;
                                    /** @description ABA routing number of the bank; its check digit is verified */
                                    routingKey: string;
                                    /** @description The account at that bank: 4 to 17 digits */
                                    accountNumber: string;
                                    /** @enum {unknown} */
                                    accountType: "CHECKING" | "SAVINGS";
                                    /** @enum {unknown} */
                                    type: "NATURAL_PERSON" | "LEGAL_PERSON";
                                };
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                lastModifiedDate: string;
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a payment contact: the US bank account a beneficiary pays and is paid by
         * @description The beneficiary must be approved (412 otherwise). The routing number is checked (ABA check digit).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        beneficiaryId: string;
                        /** @enum {unknown} */
                        paymentType: "WIRE" | "ACH";
                        /** @description The receiving bank; a US bank (country US), as its routing number says */
                        bankInfo: {
                            name: string;
                            street1: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            /** @description ISO 3166-1 alpha-2, such as US */
                            country: string;
                        };
                        /** @description The account holder who receives the payment, and the account */
                        userInfo: {
                            name: string;
                            street1: string;
                            city: string;
                            state: string;
                            postalCode: string;
                            /** @description ISO 3166-1 alpha-2, such as US */
                            country: string;
                            /** @description ABA routing number of the bank; its check digit is verified */
                            routingKey: string;
                            /** @description The account at that bank: 4 to 17 digits */
                            accountNumber: string;
                            /** @enum {unknown} */
                            accountType: "CHECKING" | "SAVINGS";
                            /** @enum {unknown} */
                            type: "NATURAL_PERSON" | "LEGAL_PERSON";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            integratorId: string;
                            beneficiaryId: string;
                            /** @enum {unknown} */
                            paymentType: "WIRE" | "ACH";
                            /** @description The receiving bank; a US bank (country US), as its routing number says */
                            bankInfo: {
                                name: string;
                                street1: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                /** @description ISO 3166-1 alpha-2, such as US */
                                country: string;
                            };
                            /** @description The account holder who receives the payment, and the account */
                            userInfo: {
                                name: string;
                                street1: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                /** @description ISO 3166-1 alpha-2, such as US */
                                country: string;
                                /** @description ABA routing number of the bank; its check digit is verified */
                                routingKey: string;
                                /** @description The account at that bank: 4 to 17 digits */
                                accountNumber: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                /** @enum {unknown} */
                                type: "NATURAL_PERSON" | "LEGAL_PERSON";
                            };
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment contact */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            integratorId: string;
                            beneficiaryId: string;
                            /** @enum {unknown} */
                            paymentType: "WIRE" | "ACH";
                            /** @description The receiving bank; a US bank (country US), as its routing number says */
                            bankInfo: {
                                name: string;
                                street1: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                /** @description ISO 3166-1 alpha-2, such as US */
                                country: string;
                            };
                            /** @description The account holder who receives the payment, and the account */
                            userInfo: {
                                name: string;
                                street1: string;
                                city: string;
                                state: string;
                                postalCode: string;
                                /** @description ISO 3166-1 alpha-2, such as US */
                                country: string;
                                /** @description ABA routing number of the bank; its check digit is verified */
                                routingKey: string;
                                /** @description The account at that bank: 4 to 17 digits */
                                accountNumber: string;
                                /** @enum {unknown} */
                                accountType: "CHECKING" | "SAVINGS";
                                /** @enum {unknown} */
                                type: "NATURAL_PERSON" | "LEGAL_PERSON";
                            };
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/simulations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a payment: the fee and what the contact receives
         * @description The amount is USDC; fees and totalAmount (amount less fees) are USD. Valid for SIMULATION_TTL_S.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        beneficiaryId: string;
                        amount: {
                            /**
                             * @description USDC: a payment sends USDC as USD
                             * @enum {unknown}
                             */
                            currencyCode: "BRL" | "COP" | "USD" | "USDC";
                            value: number | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The simulationId of POST /v1/payments */
                            simulationId: string;
                            integratorId: string;
                            beneficiaryId: string;
                            amount: {
                                /** @enum {string} */
                                currencyCode: "USDC";
                                /** @description A decimal string with exactly 2 decimals */
                                value: string;
                            };
                            fees: {
                                /** @enum {string} */
                                currencyCode: "USD";
                                /** @description A decimal string with exactly 2 decimals */
                                value: string;
                            };
                            /** @description What the payment contact receives: amount less fees, at 1 USDC = 1 USD */
                            totalAmount: {
                                /** @enum {string} */
                                currencyCode: "USD";
                                /** @description A decimal string with exactly 2 decimals */
                                value: string;
                            };
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payments */
        get: {
            parameters: {
                query?: {
                    /** @description 0-based page number (default 0) */
                    page?: string;
                    /** @description page size, 1..100 (default 20) */
                    size?: string;
                    /** @description field.path:value pairs separated by commas; all must match; \, is a literal comma */
                    filterEq?: string;
                    /** @description field.path:value pairs; at least one must match */
                    filterOr?: string;
                    /** @description field,asc or field,desc; repeat for several keys (default createdDate,desc) */
                    sort?: string | string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                id: string;
                                simulationId: string;
                                paymentContactId: string;
                                integratorId: string;
                                beneficiaryId: string;
                                description: string;
                                amount: {
                                    /** @enum {string} */
                                    currencyCode: "USDC";
                                    /** @description A decimal string with exactly 2 decimals */
                                    value: string;
                                };
                                fees: {
                                    /** @enum {string} */
                                    currencyCode: "USD";
                                    /** @description A decimal string with exactly 2 decimals */
                                    value: string;
                                };
                                totalAmount: {
                                    /** @enum {string} */
                                    currencyCode: "USD";
                                    /** @description A decimal string with exactly 2 decimals */
                                    value: string;
                                };
                                /** @enum {unknown} */
                                status: "PENDING" | "COMPLETED" | "FAILED";
                                /** @description Why the payment FAILED */
                                failureReason: string | null;
                                /** Format: date-time */
                                createdDate: string;
                                /** Format: date-time */
                                lastModifiedDate: string;
                            }[];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Make a payment from a simulation to a payment contact
         * @description Holds the amount on the beneficiary’s balance (422 if short) and answers PENDING; the payment then moves to COMPLETED or FAILED, and a PAYMENT_OUT callback says which.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        simulationId: string;
                        paymentContactId: string;
                        description: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            simulationId: string;
                            paymentContactId: string;
                            integratorId: string;
                            beneficiaryId: string;
                            description: string;
                            amount: {
                                /** @enum {string} */
                                currencyCode: "USDC";
                                /** @description A decimal string with exactly 2 decimals */
                                value: string;
                            };
                            fees: {
                                /** @enum {string} */
                                currencyCode: "USD";
                                /** @description A decimal string with exactly 2 decimals */
                                value: string;
                            };
                            totalAmount: {
                                /** @enum {string} */
                                currencyCode: "USD";
                                /** @description A decimal string with exactly 2 decimals */
                                value: string;
                            };
                            /** @enum {unknown} */
                            status: "PENDING" | "COMPLETED" | "FAILED";
                            /** @description Why the payment FAILED */
                            failureReason: string | null;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment, with its status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            simulationId: string;
                            paymentContactId: string;
                            integratorId: string;
                            beneficiaryId: string;
                            description: string;
                            amount: {
                                /** @enum {string} */
                                currencyCode: "USDC";
                                /** @description A decimal string with exactly 2 decimals */
                                value: string;
                            };
                            fees: {
                                /** @enum {string} */
                                currencyCode: "USD";
                                /** @description A decimal string with exactly 2 decimals */
                                value: string;
                            };
                            totalAmount: {
                                /** @enum {string} */
                                currencyCode: "USD";
                                /** @description A decimal string with exactly 2 decimals */
                                value: string;
                            };
                            /** @enum {unknown} */
                            status: "PENDING" | "COMPLETED" | "FAILED";
                            /** @description Why the payment FAILED */
                            failureReason: string | null;
                            /** Format: date-time */
                            createdDate: string;
                            /** Format: date-time */
                            lastModifiedDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/beneficiaries/{id}/instructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The beneficiary’s USD receiving account
         * @description USD sent here by one of the beneficiary’s payment contacts is credited 1:1 as USDC, with a PAYMENT_IN callback.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            beneficiaryId: string;
                            /** @enum {string} */
                            currency: "USD";
                            bankName: string;
                            bankAddress: string;
                            /** @description ABA routing number, for wires and ACH */
                            routingNumber: string;
                            /** @description The beneficiary's own account number: USD sent to it is credited as USDC */
                            accountNumber: string;
                            /** @enum {string} */
                            accountType: "CHECKING";
                            accountHolderName: string;
                            /** @description Unique to the beneficiary; the sender puts it in the memo */
                            reference: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export transfers as CSV
         * @description One row per transfer created in [from, to), oldest first. At most 366 days (400 export.invalid_range); rows committed after the export started are left out. Amounts are exact decimal strings beside their currency, times ISO 8601 UTC; a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with '.
         */
        get: {
            parameters: {
                query: {
                    /** @description The start of the period, included: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                    from: string;
                    /** @description The end of the period, excluded; at most 366 days after from: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                    to: string;
                    /** @description Only this beneficiary’s rows (404 beneficiary.not_found when it is not yours) */
                    beneficiaryId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Transfers as CSV (RFC 4180, UTF-8, CRLF), sent as an attachment (Content-Disposition), streamed. Columns: docs/exports.md. */
                200: {
                    headers: {
                        /** @description attachment; filename="transfers_2026-01-01_2026-02-01.csv": the export and its period */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export payments as CSV
         * @description One row per payment out created in [from, to), oldest first (payments in are balance movements). At most 366 days (400 export.invalid_range); rows committed after the export started are left out. Amounts are exact decimal strings beside their currency, times ISO 8601 UTC; a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with '.
         */
        get: {
            parameters: {
                query: {
                    /** @description The start of the period, included: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                    from: string;
                    /** @description The end of the period, excluded; at most 366 days after from: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                    to: string;
                    /** @description Only this beneficiary’s rows (404 beneficiary.not_found when it is not yours) */
                    beneficiaryId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Payments as CSV (RFC 4180, UTF-8, CRLF), sent as an attachment (Content-Disposition), streamed. Columns: docs/exports.md. */
                200: {
                    headers: {
                        /** @description attachment; filename="transfers_2026-01-01_2026-02-01.csv": the export and its period */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/balance-movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export balance movements as CSV
         * @description Every change to your beneficiaries’ USDC balances in [from, to), oldest first: credits, debits, holds, releases and captures, each with the balance and available balance after it. At most 366 days (400 export.invalid_range); rows committed after the export started are left out. Amounts are exact decimal strings beside their currency, times ISO 8601 UTC; a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with '.
         */
        get: {
            parameters: {
                query: {
                    /** @description The start of the period, included: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                    from: string;
                    /** @description The end of the period, excluded; at most 366 days after from: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                    to: string;
                    /** @description Only this beneficiary’s rows (404 beneficiary.not_found when it is not yours) */
                    beneficiaryId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Balance movements as CSV (RFC 4180, UTF-8, CRLF), sent as an attachment (Content-Disposition), streamed. Columns: docs/exports.md. */
                200: {
                    headers: {
                        /** @description attachment; filename="transfers_2026-01-01_2026-02-01.csv": the export and its period */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/exports/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the journal as CSV (operator)
         * @description Every journal entry created in [from, to), oldest first, one row per posting with its account and a debit or credit amount. At most 366 days (400 export.invalid_range); rows committed after the export started are left out. Amounts are exact decimal strings beside their currency, times ISO 8601 UTC; a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with '.
         */
        get: {
            parameters: {
                query: {
                    /** @description The start of the period, included: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                    from: string;
                    /** @description The end of the period, excluded; at most 366 days after from: a date (2026-01-31, midnight UTC) or an instant with its offset (2026-01-31T12:00:00Z, 2026-01-31T09:00:00-03:00) */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The journal as CSV (RFC 4180, UTF-8, CRLF), sent as an attachment (Content-Disposition), streamed. Columns: docs/exports.md. */
                200: {
                    headers: {
                        /** @description attachment; filename="transfers_2026-01-01_2026-02-01.csv": the export and its period */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/sandbox/pix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a BR on-ramp by PIX (sandbox only)
         * @description document must be the beneficiary’s CPF or CNPJ (422 otherwise). amount defaults to from.value; any other amount fails the transfer and the deposit is returned. A transfer is paid once (409 after).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The payer's CPF or CNPJ: it must be the beneficiary's */
                        document: string;
                        simulationId: string;
                        amount?: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            transferId: string;
                            /** @enum {unknown} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/sandbox/bank-deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a CO on-ramp by bank deposit (sandbox only)
         * @description amount defaults to from.value; any other amount fails the transfer and the deposit is returned. A transfer is paid once (409 after).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        simulationId: string;
                        amount?: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            transferId: string;
                            /** @enum {unknown} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transfers/sandbox/crypto-deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send USDC on-chain to an EXTERNAL_WALLET off-ramp’s fundingWallet (sandbox only)
         * @description Records a chain transaction with hash txHash paying amount (from.value by default) to the transfer’s fundingWallet. The transfer starts once the same hash is linked with PUT /v1/transfers/{id}/transactionHash, in either order; another amount fails it.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A chain transaction hash: 0x and 64 hex digits */
                        txHash: string;
                        simulationId: string;
                        amount?: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            transferId: string;
                            /** @enum {unknown} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        /**
         * Send USDC on-chain to an EXTERNAL_WALLET off-ramp’s fundingWallet (sandbox only)
         * @description Records a chain transaction with hash txHash paying amount (from.value by default) to the transfer’s fundingWallet. The transfer starts once the same hash is linked with PUT /v1/transfers/{id}/transactionHash, in either order; another amount fails it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A chain transaction hash: 0x and 64 hex digits */
                        txHash: string;
                        simulationId: string;
                        amount?: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            transferId: string;
                            /** @enum {unknown} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/sandbox/payment-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: USD arrives for a beneficiary from a sender
         * @description amount is USD. From one of the beneficiary’s payment contacts it is credited as USDC (status COMPLETED); from anyone else it is refused and nothing is credited (status REJECTED). Both answer 200 and send a PAYMENT_IN callback.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        beneficiaryId: string;
                        /** @description The sender: one of the beneficiary's payment contacts */
                        paymentContactId: string;
                        amount: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            beneficiaryId: string;
                            paymentContactId: string;
                            amount: {
                                /** @enum {string} */
                                currencyCode: "USD";
                                /** @description A decimal string with exactly 2 decimals */
                                value: string;
                            };
                            /**
                             * @description COMPLETED: credited; REJECTED: refused, nothing credited
                             * @enum {unknown}
                             */
                            status: "COMPLETED" | "REJECTED";
                            failureReason: string | null;
                            /** Format: date-time */
                            createdDate: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox market rates this integrator prices with */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            base: "USDC";
                            quote: "BRL" | "COP";
                            /**
                             * @description The price of 1 USDC in the quote currency, with 8 decimals
                             * @example 5.35000000
                             */
                            rate: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        /**
         * Set a sandbox market rate for this integrator
         * @description The rate is this integrator’s own: other integrators of the sandbox keep pricing with the shared market rate or their own.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "base": "USDC",
                     *       "quote": "BRL",
                     *       "rate": "5.35"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        base: "USDC";
                        quote: "BRL" | "COP";
                        rate: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            base: "USDC";
                            quote: "BRL" | "COP";
                            /**
                             * @description The price of 1 USDC in the quote currency, with 8 decimals
                             * @example 5.35000000
                             */
                            rate: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description Every non-2xx answer */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every non-2xx answer */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @example beneficiary.not_found */
                            code: string;
                            message: string;
                            requestId: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
