/** The cluster test's ports: the proxy here, web servers, Redis and S3 right after it, SMTP at +1000. */
export const clusterPort = () => Number(process.env.CLUSTER_PORT || 3600)
